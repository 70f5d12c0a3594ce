"""Point-to-point and collective calls on numpy arrays through mpi4py, as a
Python code makes them (tests/real/run.sh traces, verifies and replays it)."""
import numpy as np
from mpi4py import MPI

comm = MPI.COMM_WORLD
me, np_ = comm.Get_rank(), comm.Get_size()
right, left = (me + 1) % np_, (me - 1) % np_
a = np.arange(1000, dtype="d") * me
b = np.empty_like(a)
for step in range(20):
    reqs = [comm.Irecv(b, source=left, tag=step), comm.Isend(a, dest=right, tag=step)]
    MPI.Request.Waitall(reqs)
    comm.Sendrecv(a[:100], dest=left, recvbuf=b[:100], source=right)
    s = np.zeros(1)
    comm.Allreduce(np.array([a.sum()]), s, op=MPI.SUM)
    comm.Allreduce(MPI.IN_PLACE, b, op=MPI.MAX)
    comm.Bcast(a[:10], root=step % np_)
g = np.empty((np_, 4), dtype="i")
comm.Allgather(np.full(4, me, dtype="i"), g)
r = np.empty((np_, 4), dtype="i") if me == 0 else None
comm.Gather(np.full(4, me, dtype="i"), r, root=0)
x = np.empty(4, dtype="i")
comm.Scatter(r, x, root=0)
t = np.empty((np_, 2), dtype="d")
comm.Alltoall(np.ones((np_, 2)) * me, t)
comm.Reduce(MPI.IN_PLACE if me == 0 else a, a, op=MPI.SUM, root=0)
comm.Barrier()
if me == 0:
    print("mpi4py_calls done", int(s[0]))
