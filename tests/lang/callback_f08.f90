! mpi_f08 calls that take a callback, as codes use them: a user reduction
! (MPI_Op_create, then MPI_Allreduce with it), a communicator attribute
! copied by MPI_Comm_dup (MPI_Comm_create_keyval with MPI_COMM_DUP_FN) and an
! error handler of the program's own (MPI_Comm_create_errhandler), and a
! distributed graph made with mpi_f08's MPI_UNWEIGHTED sentinel. The
! program checks each result and prints the number of MPI calls it made, as
! the other language tests do. (Open MPI's mpi_f08 hands callbacks to its
! mpif.h layer, MPICH's registers them as C functions: docs/fortran.md.)
module callback_f08_fns
    use mpi_f08
    use, intrinsic :: iso_c_binding
    implicit none
contains
    subroutine imax(invec, inoutvec, len, datatype)
        type(c_ptr), value :: invec, inoutvec
        integer :: len
        type(MPI_Datatype) :: datatype
        integer, pointer :: a(:), b(:)
        if (datatype /= MPI_INTEGER) return
        call c_f_pointer(invec, a, [len])
        call c_f_pointer(inoutvec, b, [len])
        b = max(a, b)
    end subroutine imax

    subroutine on_error(comm, code)
        type(MPI_Comm) :: comm
        integer :: code
        print '(a,i0,a,i0)', 'callback_f08: error handler called with ', code, ' on ', comm%MPI_VAL
    end subroutine on_error
end module callback_f08_fns

program callback_f08
    use callback_f08_fns
    implicit none
    type(MPI_Op) :: op
    type(MPI_Comm) :: dup, ring
    integer :: nb(2), got(2)
    type(MPI_Errhandler) :: errh
    integer :: rank, nprocs, key, calls, step, v(3), r(3)
    integer(kind=MPI_ADDRESS_KIND) :: val
    logical :: found

    calls = 0
    call MPI_Init()
    call MPI_Comm_rank(MPI_COMM_WORLD, rank)
    call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
    call MPI_Op_create(imax, .true., op)
    calls = calls + 4
    do step = 1, 10
        v = [rank, -rank, rank * step]
        call MPI_Allreduce(v, r, 3, MPI_INTEGER, op, MPI_COMM_WORLD)
        calls = calls + 1
        if (r(1) /= nprocs - 1 .or. r(2) /= 0 .or. r(3) /= (nprocs - 1) * step) call fail('user reduction')
    end do
    call MPI_Op_free(op)

    call MPI_Comm_create_keyval(MPI_COMM_DUP_FN, MPI_COMM_NULL_DELETE_FN, key, 0_MPI_ADDRESS_KIND)
    call MPI_Comm_set_attr(MPI_COMM_WORLD, key, int(42 + rank, MPI_ADDRESS_KIND))
    call MPI_Comm_dup(MPI_COMM_WORLD, dup)
    call MPI_Comm_get_attr(dup, key, val, found)
    calls = calls + 5
    if (.not. found .or. val /= 42 + rank) call fail('attribute copied by MPI_Comm_dup')

    call MPI_Comm_create_errhandler(on_error, errh)
    call MPI_Comm_set_errhandler(dup, errh)
    call MPI_Errhandler_free(errh)
    call MPI_Barrier(dup)
    call MPI_Comm_free(dup)

    ! a ring as a distributed graph without weights (mpi_f08's own
    ! MPI_UNWEIGHTED), its neighbours' ranks gathered
    nb = [mod(rank + nprocs - 1, nprocs), mod(rank + 1, nprocs)]
    call MPI_Dist_graph_create_adjacent(MPI_COMM_WORLD, 2, nb, MPI_UNWEIGHTED, 2, nb, MPI_UNWEIGHTED, &
                                        MPI_INFO_NULL, .false., ring)
    call MPI_Neighbor_allgather(rank, 1, MPI_INTEGER, got, 1, MPI_INTEGER, ring)
    call MPI_Comm_free(ring)
    calls = calls + 3
    if (any(got /= nb)) call fail('neighbours of the distributed graph')

    call MPI_Comm_delete_attr(MPI_COMM_WORLD, key)
    call MPI_Comm_free_keyval(key)
    calls = calls + 8 ! and the Finalize
    print '(a,i0,a,i0)', 'callback_f08: rank ', rank, ' calls ', calls
    call MPI_Finalize()

contains

    subroutine fail(what)
        character(*), intent(in) :: what
        print '(a,a)', 'callback_f08: wrong result: ', what
        call MPI_Abort(MPI_COMM_WORLD, 1)
    end subroutine fail
end program callback_f08
