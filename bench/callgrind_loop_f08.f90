! callgrind_loop_f08.f90 - bench/callgrind_loop.f90's loops through
! `use mpi_f08` (handles are derived types, the binding calls MPICH's
! mpi_f08 layer), for the instructions an mpi_f08 call costs against a C one.
!
!     callgrind_loop_f08 commrank|p2p N
!
! Built without the tracer: bench/callgrind.sh runs it under callgrind with
! and without LD_PRELOAD of build/mpich/libsctrace.so, for two values of N.
program callgrind_loop_f08
    use mpi_f08
    implicit none
    integer :: rank, i, n
    type(MPI_Request) :: req(2)
    double precision :: buf(2)
    character(len=16) :: loop, arg
    if (command_argument_count() /= 2) then
        write (0, '(a)') 'usage: callgrind_loop_f08 commrank|p2p N'
        stop 2
    end if
    call get_command_argument(1, loop)
    call get_command_argument(2, arg)
    read (arg, *) n
    buf = 0d0
    call MPI_Init()
    do i = 1, n
        if (loop == 'commrank') then
            call MPI_Comm_rank(MPI_COMM_WORLD, rank)
        else
            call MPI_Irecv(buf(2), 1, MPI_DOUBLE_PRECISION, 0, 7, MPI_COMM_WORLD, req(1))
            call MPI_Isend(buf(1), 1, MPI_DOUBLE_PRECISION, 0, 7, MPI_COMM_WORLD, req(2))
            call MPI_Waitall(2, req, MPI_STATUSES_IGNORE)
        end if
    end do
    call MPI_Finalize()
end program callgrind_loop_f08
