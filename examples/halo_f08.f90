! examples/halo.f90 written with the `use mpi_f08` module: the same halo
! exchange, the same MPI calls in the same order, with mpi_f08's typed handles
! (type(MPI_Comm), type(MPI_Datatype), type(MPI_Request)) and without the
! optional ierror argument. Under Open MPI it is traced through LD_PRELOAD
! like the other Fortran examples, and its trace is equivalent to halo's and
! to their C twin's (tests/languages.sh, twin-f08-*). MPICH's mpi_f08 is not
! traced (docs/fortran.md).
!
!     mpif90.openmpi -O2 examples/halo_f08.f90 -o halo_f08
!     SCTRACE_OUT=halo.sct mpirun.openmpi -np 4 -x SCTRACE_OUT \
!         -x LD_PRELOAD=build/openmpi/libsctrace.so ./halo_f08 20
program halo_f08
    use mpi_f08
    implicit none
    integer, parameter :: nx = 16, ny = 32
    double precision :: u(0:nx + 1, 0:ny + 1), v(0:nx + 1, 0:ny + 1)
    double precision :: change, maxchange
    integer :: rank, nprocs, left, right, iters, it, hot, allhot, ncalls
    type(MPI_Datatype) :: column
    type(MPI_Request) :: req(4)
    character(len=32) :: arg

    ncalls = 0
    call MPI_Init()
    call MPI_Comm_rank(MPI_COMM_WORLD, rank)
    call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
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

    call MPI_Type_vector(ny, 1, nx + 2, MPI_DOUBLE_PRECISION, column)
    call MPI_Type_commit(column)
    ncalls = ncalls + 2

    u = 0d0
    u(1:nx, 1:ny) = dble(rank)
    do it = 1, iters
        call MPI_Irecv(u(0, 1), 1, column, left, 1, MPI_COMM_WORLD, req(1))
        call MPI_Irecv(u(nx + 1, 1), 1, column, right, 2, MPI_COMM_WORLD, req(2))
        call MPI_Isend(u(1, 1), 1, column, left, 2, MPI_COMM_WORLD, req(3))
        call MPI_Isend(u(nx, 1), 1, column, right, 1, MPI_COMM_WORLD, req(4))
        call MPI_Waitall(4, req, MPI_STATUSES_IGNORE)
        ncalls = ncalls + 5
        v = u
        v(1:nx, 1:ny) = 0.25d0 * (u(0:nx - 1, 1:ny) + u(2:nx + 1, 1:ny) + u(1:nx, 0:ny - 1) &
                                  + u(1:nx, 2:ny + 1))
        change = maxval(abs(v(1:nx, 1:ny) - u(1:nx, 1:ny)))
        u = v
        if (mod(it, 5) == 0) then
            hot = count(u(1:nx, 1:ny) > 0.5d0)
            call MPI_Allreduce(hot, allhot, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD)
            call MPI_Reduce(change, maxchange, 1, MPI_DOUBLE_PRECISION, MPI_MAX, 0, MPI_COMM_WORLD)
            ncalls = ncalls + 2
            if (rank == 0 .and. it == iters) print '(a, i0, a, es10.3)', 'halo: hot cells ', &
                allhot, ', largest change ', maxchange
        end if
    end do

    call MPI_Type_free(column)
    ncalls = ncalls + 2 ! and MPI_Finalize below
    print '(a, i0, a, i0)', 'halo: rank ', rank, ' calls ', ncalls
    call MPI_Finalize()
end program halo_f08
