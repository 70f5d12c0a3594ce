! mpi_f08 calls that return statuses, the way real codes poll and wait:
! wildcard receives whose status says who sent, MPI_Probe / MPI_Iprobe,
! MPI_Wait and MPI_Test with a status, MPI_Waitall and MPI_Testall with a
! status array and with MPI_STATUSES_IGNORE, MPI_Sendrecv. The program checks
! each status itself (a wrong source or count stops it) and prints the number
! of MPI calls it made, as the other language tests do.
program status_f08
    use mpi_f08
    implicit none
    integer, parameter :: n = 8, steps = 5
    integer :: rank, nprocs, i, step, calls, cnt, right, left, got, src
    integer :: buf(n), rbuf(n), sbuf(n)
    logical :: flag, done
    type(MPI_Status) :: st, sts(2)
    type(MPI_Request) :: reqs(2), req

    calls = 0
    call MPI_Init()
    call MPI_Comm_rank(MPI_COMM_WORLD, rank)
    call MPI_Comm_size(MPI_COMM_WORLD, nprocs)
    calls = calls + 3
    right = mod(rank + 1, nprocs)
    left = mod(rank + nprocs - 1, nprocs)
    buf = rank

    do step = 1, steps
        ! every rank sends to rank 0, which takes them with wildcards
        if (rank == 0) then
            do i = 1, nprocs - 1
                call MPI_Probe(MPI_ANY_SOURCE, 7, MPI_COMM_WORLD, st)
                call MPI_Get_count(st, MPI_INTEGER, cnt)
                src = st%MPI_SOURCE
                call MPI_Recv(rbuf, n, MPI_INTEGER, src, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE)
                calls = calls + 3
                if (cnt /= n .or. rbuf(1) /= src) call fail('probe source or count')
            end do
        else
            call MPI_Send(buf, n, MPI_INTEGER, 0, 7, MPI_COMM_WORLD)
            calls = calls + 1
        end if

        ! a ring: Irecv polled with MPI_Test, Isend waited with a status
        call MPI_Irecv(rbuf, n, MPI_INTEGER, MPI_ANY_SOURCE, 8, MPI_COMM_WORLD, req)
        call MPI_Isend(buf, n, MPI_INTEGER, right, 8, MPI_COMM_WORLD, reqs(1))
        calls = calls + 2
        done = .false.
        do while (.not. done)
            call MPI_Test(req, done, st)
            calls = calls + 1
        end do
        if (st%MPI_SOURCE /= left .or. rbuf(1) /= left) call fail('test source')
        call MPI_Wait(reqs(1), st)
        calls = calls + 1

        ! Iprobe until the message is there, then two requests in one Waitall
        call MPI_Isend(buf, n, MPI_INTEGER, left, 9, MPI_COMM_WORLD, reqs(1))
        calls = calls + 1
        flag = .false.
        do while (.not. flag)
            call MPI_Iprobe(MPI_ANY_SOURCE, 9, MPI_COMM_WORLD, flag, st)
            calls = calls + 1
        end do
        if (st%MPI_SOURCE /= right) call fail('iprobe source')
        call MPI_Irecv(rbuf, n, MPI_INTEGER, st%MPI_SOURCE, 9, MPI_COMM_WORLD, reqs(2))
        call MPI_Waitall(2, reqs, sts)
        calls = calls + 2
        if (sts(2)%MPI_SOURCE /= right) call fail('waitall source')

        ! Testall with MPI_STATUSES_IGNORE, then a Sendrecv with a status
        call MPI_Irecv(rbuf, n, MPI_INTEGER, left, 10, MPI_COMM_WORLD, reqs(1))
        call MPI_Isend(buf, n, MPI_INTEGER, right, 10, MPI_COMM_WORLD, reqs(2))
        calls = calls + 2
        flag = .false.
        do while (.not. flag)
            call MPI_Testall(2, reqs, flag, MPI_STATUSES_IGNORE)
            calls = calls + 1
        end do
        sbuf = rank + step
        call MPI_Sendrecv(sbuf, n, MPI_INTEGER, right, 11, rbuf, n, MPI_INTEGER, MPI_ANY_SOURCE, 11, &
                          MPI_COMM_WORLD, st)
        calls = calls + 1
        if (st%MPI_SOURCE /= left .or. rbuf(1) /= left + step) call fail('sendrecv source')
    end do

    call MPI_Allreduce(calls, got, 1, MPI_INTEGER, MPI_SUM, MPI_COMM_WORLD)
    calls = calls + 2 ! the Allreduce and the Finalize
    print '(a,i0,a,i0)', 'status_f08: rank ', rank, ' calls ', calls
    call MPI_Finalize()

contains

    subroutine fail(what)
        character(*), intent(in) :: what
        print '(a,a)', 'status_f08: wrong status: ', what
        call MPI_Abort(MPI_COMM_WORLD, 1)
    end subroutine fail
end program status_f08
