! Demonstrates tracing a Fortran program (`use mpi`) through the preloaded
! tracer: a 2D Jacobi halo exchange, decomposed along the first (fastest)
! index, so that each halo is a strided column of the array.
!
! Each rank owns u(1:nx, 1:ny) plus one ghost row at i = 0 and i = nx+1. The
! ghost rows are exchanged with the left and right neighbours (MPI_PROC_NULL
! at the ends: no wrap-around) through a derived datatype, a vector of ny
! doubles nx+2 apart (MPI_Type_vector of MPI_DOUBLE_PRECISION), with
! nonblocking calls (MPI_Irecv, MPI_Isend, MPI_Waitall). Every fifth
! iteration the ranks count the cells above a threshold with an integer
! reduction (MPI_Allreduce of MPI_INTEGER) and rank 0 gets the largest change
! (MPI_Reduce of MPI_DOUBLE_PRECISION).
!
! The program counts its own MPI calls and prints "halo: rank R calls N", so
! that tests/languages.sh can check that the trace holds exactly those calls.
! tests/halo_twin.c makes the same calls from C: the two traces are
! equivalent (`sctrace diff --ignore-sites`).
!
! Build and run (MPICH; use mpif90.openmpi / mpirun.openmpi for Open MPI):
!     mpif90.mpich -O2 examples/halo.f90 -o halo
!     SCTRACE_OUT=halo.sct mpirun.mpich -np 4 \
!         -genv LD_PRELOAD build/mpich/libsctrace.so ./halo 20
!     build/sctrace tree halo.sct
! The optional argument is the number of iterations (default 20).
program halo
    use mpi
    implicit none
    integer, parameter :: nx = 16, ny = 32
    double precision :: u(0:nx + 1, 0:ny + 1), v(0:nx + 1, 0:ny + 1)
    double precision :: change, maxchange
    integer :: ierr, rank, nprocs, left, right, column, iters, it, hot, allhot, ncalls
    integer :: req(4)
    character(len=32) :: arg

    ncalls = 0
    call MPI_Init(ierr)
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
    ncalls = ncalls + 3
    iters = 20
    if (command_argument_count() >= 1) then
        call get_command_argument(1, arg)
        read (arg, *) iters
    end if
    left = rank - 1
    right = rank + 1
    if (left < 0) left = MPI_PROC_NULL
    if (right >= nprocs) right = MPI_PROC_NULL

    ! one row of the first index: ny elements, nx + 2 apart
    call MPI_Type_vector(ny, 1, nx + 2, MPI_DOUBLE_PRECISION, column, ierr)
    call MPI_Type_commit(column, ierr)
    ncalls = ncalls + 2

    u = 0d0
    u(1:nx, 1:ny) = dble(rank)
    do it = 1, iters
        call MPI_Irecv(u(0, 1), 1, column, left, 1, MPI_COMM_WORLD, req(1), ierr)
        call MPI_Irecv(u(nx + 1, 1), 1, column, right, 2, MPI_COMM_WORLD, req(2), ierr)
        call MPI_Isend(u(1, 1), 1, column, left, 2, MPI_COMM_WORLD, req(3), ierr)
        call MPI_Isend(u(nx, 1), 1, column, right, 1, MPI_COMM_WORLD, req(4), ierr)
        call MPI_Waitall(4, req, MPI_STATUSES_IGNORE, ierr)
        ncalls = ncalls + 5
        v = u
        v(1:nx, 1:ny) = 0.25d0 * (u(0:nx - 1, 1:ny) + u(2:nx + 1, 1:ny) + u(1:nx, 0:ny - 1) &
                                  + u(1:nx, 2:ny + 1))
        change = maxval(abs(v(1:nx, 1:ny) - u(1:nx, 1:ny)))
        u = v
        if (mod(it, 5) == 0) then
            hot = count(u(1:nx, 1:ny) > 0.5d0)
            call MPI_Allreduce(hot, allhot, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
            call MPI_Reduce(change, maxchange, 1, MPI_DOUBLE_PRECISION, MPI_MAX, 0, &
                            MPI_COMM_WORLD, ierr)
            ncalls = ncalls + 2
            if (rank == 0 .and. it == iters) print '(a, i0, a, es10.3)', 'halo: hot cells ', &
                allhot, ', largest change ', maxchange
        end if
    end do

    call MPI_Type_free(column, ierr)
    ncalls = ncalls + 2 ! and MPI_Finalize below
    print '(a, i0, a, i0)', 'halo: rank ', rank, ' calls ', ncalls
    call MPI_Finalize(ierr)
end program halo
