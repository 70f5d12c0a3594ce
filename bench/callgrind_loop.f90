! callgrind_loop.f90 - bench/callgrind_loop.c's loops made from Fortran
! (`use mpi`), for the instructions a Fortran call costs against a C one.
!
!     callgrind_loop_f commrank|p2p N
!
! commrank: N x MPI_Comm_rank; p2p: N x (MPI_Irecv + MPI_Isend to self +
! MPI_Waitall), 3 calls each, MPI_DOUBLE_PRECISION. Built without the
! tracer: bench/callgrind.sh runs it under callgrind with and without
! LD_PRELOAD of build/mpich/libsctrace.so, for two values of N.
program callgrind_loop_f
    use mpi
    implicit none
    integer :: ierr, rank, i, n, req(2)
    double precision :: buf(2)
    character(len=16) :: loop, arg
    if (command_argument_count() /= 2) then
        write (0, '(a)') 'usage: callgrind_loop_f commrank|p2p N'
        stop 2
    end if
    call get_command_argument(1, loop)
    call get_command_argument(2, arg)
    read (arg, *) n
    buf = 0d0
    call MPI_Init(ierr)
    do i = 1, n
        if (loop == 'commrank') then
            call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
        else
            call MPI_Irecv(buf(2), 1, MPI_DOUBLE_PRECISION, 0, 7, MPI_COMM_WORLD, req(1), ierr)
            call MPI_Isend(buf(1), 1, MPI_DOUBLE_PRECISION, 0, 7, MPI_COMM_WORLD, req(2), ierr)
            call MPI_Waitall(2, req, MPI_STATUSES_IGNORE, ierr)
        end if
    end do
    call MPI_Finalize(ierr)
end program callgrind_loop_f
