! Demonstrates a tiny Fortran MPI program for tests/launcher.sh: each rank
! passes a value around the ring a few times, then a reduction.
program ring
    use mpi
    implicit none
    integer :: ierr, rank, nprocs, i, token, total
    integer :: status(MPI_STATUS_SIZE)
    call MPI_Init(ierr)
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
    token = rank
    do i = 1, 3
        call MPI_Sendrecv_replace(token, 1, MPI_INTEGER, mod(rank + 1, nprocs), 0, &
                                  mod(rank + nprocs - 1, nprocs), 0, MPI_COMM_WORLD, status, ierr)
    end do
    call MPI_Allreduce(token, total, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
    if (rank == 0) print '(a,i0,a,i0)', 'ring.f90: ranks=', nprocs, ' total=', total
    call MPI_Finalize(ierr)
end program ring
