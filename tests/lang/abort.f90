! tests/languages.sh abort-fortran: every rank makes a few calls, then the
! last rank calls MPI_ABORT. Traced through LD_PRELOAD, the aborting rank
! writes its own file (PATH.rank.N) before the MPI ends the job, under both
! MPIs (Open MPI's Fortran layer calls PMPI_Abort, not the C MPI_Abort).
program abort
    use mpi
    implicit none
    integer :: ierr, rank, nprocs, i, x, y
    call MPI_Init(ierr)
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    call MPI_Comm_size(MPI_COMM_WORLD, nprocs, ierr)
    x = rank
    do i = 1, 10
        call MPI_Allreduce(x, y, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD, ierr)
    end do
    if (rank == nprocs - 1) call MPI_Abort(MPI_COMM_WORLD, 3, ierr)
    call MPI_Barrier(MPI_COMM_WORLD, ierr)
    call MPI_Finalize(ierr)
end program abort
