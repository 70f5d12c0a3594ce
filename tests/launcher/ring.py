# Demonstrates a tiny mpi4py program for tests/launcher.sh: a ring exchange
# (pickled objects) and a reduction of a buffer (MPI_Allreduce), through
# mpi4py's C calls, which the preloaded shim records.
from array import array

from mpi4py import MPI

comm = MPI.COMM_WORLD
rank, size = comm.Get_rank(), comm.Get_size()
token = rank
for _ in range(3):
    token = comm.sendrecv(token, dest=(rank + 1) % size, source=(rank - 1) % size)
total = array("i", [0])
comm.Allreduce(array("i", [token]), total, op=MPI.SUM)
if rank == 0:
    print(f"ring.py: ranks={size} total={total[0]}")
