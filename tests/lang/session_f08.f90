! MPI-4 sessions from Fortran (use mpi_f08), as a code that keeps the world
! model for its set-up and builds its solver's communicator from a session:
! MPI_Session_init, the process sets, MPI_Group_from_session_pset,
! MPI_Comm_create_from_group, collectives on that communicator and on its
! MPI_Comm_idup_with_info duplicate, a datatype made and queried with
! MPI_COUNT_KIND counts (the large-count forms MPICH's mpi_f08 picks for
! them), then every handle freed and the session finalized. MPICH only (Open MPI 4.1 has no
! sessions). Prints the number of MPI calls it made, as the other language
! tests do.
program session_f08
    use mpi_f08
    implicit none
    type(MPI_Session) :: session
    type(MPI_Group) :: group
    type(MPI_Comm) :: comm, dup
    type(MPI_Request) :: req
    type(MPI_Datatype) :: quad
    type(MPI_Status) :: st
    integer(kind=MPI_COUNT_KIND), parameter :: four = 4
    integer(kind=MPI_COUNT_KIND) :: qsize, got
    double precision :: x(8), y(8)
    integer :: rank, nprocs, npsets, step, calls, total, i, plen
    character(len=64) :: pset

    calls = 0
    call MPI_Init()
    call MPI_Comm_rank(MPI_COMM_WORLD, rank)
    call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
    calls = calls + 3

    call MPI_Session_init(MPI_INFO_NULL, MPI_ERRORS_RETURN, session)
    call MPI_Session_get_num_psets(session, MPI_INFO_NULL, npsets)
    calls = calls + 2
    if (npsets < 2) then
        print '(a)', 'session_f08: fewer than two process sets'
        call MPI_Abort(MPI_COMM_WORLD, 1)
    end if
    do i = 0, npsets - 1 ! (MPICH 4.0's mpif.h form of this call fails: docs/fortran.md)
        plen = 0
        call MPI_Session_get_nth_pset(session, MPI_INFO_NULL, i, plen, pset)
        calls = calls + 1
        if (plen < 1) then
            print '(a)', 'session_f08: an empty process set name'
            call MPI_Abort(MPI_COMM_WORLD, 1)
        end if
    end do
    call MPI_Group_from_session_pset(session, 'mpi://WORLD', group)
    call MPI_Comm_create_from_group(group, 'sctrace.session_f08', MPI_INFO_NULL, MPI_ERRORS_RETURN, comm)
    calls = calls + 2

    do step = 1, 20
        call MPI_Allreduce(rank, total, 1, MPI_INTEGER, MPI_SUM, comm)
        call MPI_Barrier(comm)
        calls = calls + 2
        if (total /= nprocs * (nprocs - 1) / 2) then
            print '(a)', 'session_f08: wrong sum'
            call MPI_Abort(MPI_COMM_WORLD, 1)
        end if
    end do

    ! MPI_Comm_idup_with_info (MPI-4): the duplicate is used once it completed
    call MPI_Comm_idup_with_info(comm, MPI_INFO_NULL, dup, req)
    call MPI_Wait(req, MPI_STATUS_IGNORE)
    call MPI_Allreduce(rank, total, 1, MPI_INTEGER, MPI_MAX, dup)
    call MPI_Comm_free(dup)
    calls = calls + 4

    ! large counts (MPI_COUNT_KIND): a type made, sized, sent around a ring
    x = rank
    call MPI_Type_contiguous(four, MPI_DOUBLE_PRECISION, quad)
    call MPI_Type_commit(quad)
    call MPI_Type_size(quad, qsize)
    call MPI_Sendrecv(x, 2, quad, mod(rank + 1, nprocs), 5, y, 2, quad, mod(rank + nprocs - 1, nprocs), 5, &
                      comm, st)
    call MPI_Get_count(st, quad, got)
    call MPI_Type_free(quad)
    calls = calls + 6
    if (qsize /= 32 .or. got /= 2) then
        print '(a)', 'session_f08: wrong size or count of the large-count type'
        call MPI_Abort(MPI_COMM_WORLD, 1)
    end if

    call MPI_Comm_free(comm)
    call MPI_Group_free(group)
    call MPI_Session_finalize(session)
    calls = calls + 4 ! and the Finalize
    print '(a,i0,a,i0)', 'session_f08: rank ', rank, ' calls ', calls
    call MPI_Finalize()
end program session_f08
