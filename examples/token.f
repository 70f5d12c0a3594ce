! Demonstrates tracing a fixed-form Fortran 77 program that includes
! 'mpif.h' (the oldest Fortran binding, still in many codes).
!
! A token makes laps around the ring: rank 0 sends it to its right and
! receives it back from any source (MPI_ANY_SOURCE, so the trace records the
! rank it matched); the others receive it from the left and pass it on. Then
! every rank posts one receive per neighbour and waits for them one at a time
! with MPI_Waitany (Fortran's indices are 1-based, C's 0-based), rank 0
! broadcasts a name (MPI_CHARACTER), and an MPI_2INTEGER MAXLOC reduction
! finds the rank holding the largest value. On one rank a blocking send to
! oneself could deadlock, so the lap is skipped there.
!
! Prints "token: rank R calls N", the number of MPI calls it made.
!
! Build and run (Open MPI; use mpif90.mpich / mpirun.mpich for MPICH):
!     mpif90.openmpi -O2 examples/token.f -o token
!     SCTRACE_OUT=token.sct mpirun.openmpi -np 4 \
!         -x LD_PRELOAD=build/openmpi/libsctrace.so ./token
      PROGRAM TOKEN
      IMPLICIT NONE
      INCLUDE 'mpif.h'
      INTEGER IERR, RANK, NPROCS, NEXT, PREV, LAP, TOK, K, IDX
      INTEGER NCALLS, REQ(2), BUF(2), STATUS(MPI_STATUS_SIZE)
      INTEGER PAIR(2), BEST(2)
      CHARACTER*8 NAME

      NCALLS = 0
      CALL MPI_INIT(IERR)
      CALL MPI_COMM_RANK(MPI_COMM_WORLD, RANK, IERR)
      CALL MPI_COMM_SIZE(MPI_COMM_WORLD, NPROCS, IERR)
      NCALLS = NCALLS + 3
      NEXT = MOD(RANK + 1, NPROCS)
      PREV = MOD(RANK + NPROCS - 1, NPROCS)

      DO 10 LAP = 1, 5
         IF (NPROCS .EQ. 1) GOTO 10
         IF (RANK .EQ. 0) THEN
            TOK = LAP
            CALL MPI_SEND(TOK, 1, MPI_INTEGER, NEXT, LAP,
     &                    MPI_COMM_WORLD, IERR)
            CALL MPI_RECV(TOK, 1, MPI_INTEGER, MPI_ANY_SOURCE, LAP,
     &                    MPI_COMM_WORLD, STATUS, IERR)
         ELSE
            CALL MPI_RECV(TOK, 1, MPI_INTEGER, PREV, LAP,
     &                    MPI_COMM_WORLD, STATUS, IERR)
            CALL MPI_SEND(TOK + 1, 1, MPI_INTEGER, NEXT, LAP,
     &                    MPI_COMM_WORLD, IERR)
         END IF
         NCALLS = NCALLS + 2
   10 CONTINUE

      CALL MPI_IRECV(BUF(1), 1, MPI_INTEGER, PREV, 7,
     &               MPI_COMM_WORLD, REQ(1), IERR)
      CALL MPI_IRECV(BUF(2), 1, MPI_INTEGER, NEXT, 8,
     &               MPI_COMM_WORLD, REQ(2), IERR)
      CALL MPI_SEND(RANK, 1, MPI_INTEGER, NEXT, 7, MPI_COMM_WORLD, IERR)
      CALL MPI_SEND(RANK, 1, MPI_INTEGER, PREV, 8, MPI_COMM_WORLD, IERR)
      NCALLS = NCALLS + 4
      DO 20 K = 1, 2
         CALL MPI_WAITANY(2, REQ, IDX, STATUS, IERR)
         NCALLS = NCALLS + 1
   20 CONTINUE

      NAME = 'ring    '
      CALL MPI_BCAST(NAME, 8, MPI_CHARACTER, 0, MPI_COMM_WORLD, IERR)
      PAIR(1) = MOD(RANK * 7, 5)
      PAIR(2) = RANK
      CALL MPI_ALLREDUCE(PAIR, BEST, 1, MPI_2INTEGER, MPI_MAXLOC,
     &                   MPI_COMM_WORLD, IERR)
      NCALLS = NCALLS + 3
      WRITE (*, '(A, I0, A, I0)') 'token: rank ', RANK, ' calls ',
     &      NCALLS
      CALL MPI_FINALIZE(IERR)
      END
