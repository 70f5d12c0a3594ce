! tests/languages.sh idup-fortran: MPI_COMM_IDUP from Fortran, completed by
! MPI_WAIT, the new communicator used by a reduction and freed, three times
! (also an inter-communicator-free program: the plain intra case). Traced
! through LD_PRELOAD it must verify and replay to a fixed point; the
! communicator ids of the three duplicates are agreed like the C ones.
program idup
    use mpi
    implicit none
    integer :: ierr, rank, i, x, y, dup, req
    call MPI_Init(ierr)
    call MPI_Comm_rank(MPI_COMM_WORLD, rank, ierr)
    x = rank
    do i = 1, 3
        call MPI_Comm_idup(MPI_COMM_WORLD, dup, req, ierr)
        call MPI_Wait(req, MPI_STATUS_IGNORE, ierr)
        call MPI_Allreduce(x, y, 1, MPI_INTEGER, MPI_SUM, dup, ierr)
        call MPI_Comm_free(dup, ierr)
    end do
    call MPI_Finalize(ierr)
end program idup
