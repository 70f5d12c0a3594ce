# tests/real/mpi4py_more.py - mpi4py in the styles real codes use, for
# tests/real/run.sh (mpi4py-more): persistent requests (Send_init/Recv_init,
# Startall), derived types (subarray, darray), an Iprobe polling loop, a
# polled Iallreduce, fence epochs with asserts and exclusive locks on a
# window, a shared-memory split: each MPI numbers those constants its own
# way, so the trace also replays under the other MPI (mpi4py-more-cross).
from mpi4py import MPI
import numpy as np
comm = MPI.COMM_WORLD
rank, size = comm.Get_rank(), comm.Get_size()
left, right = (rank - 1) % size, (rank + 1) % size
node = comm.Split_type(MPI.COMM_TYPE_SHARED, key=rank)
# subarray of a 2D block, C order
sub = MPI.DOUBLE.Create_subarray([8, 8], [4, 4], [2, 2], order=MPI.ORDER_C).Commit()
dar = MPI.DOUBLE.Create_darray(size, rank, [8, 8], [MPI.DISTRIBUTE_BLOCK, MPI.DISTRIBUTE_NONE],
                               [MPI.DISTRIBUTE_DFLT_DARG, MPI.DISTRIBUTE_DFLT_DARG], [size, 1], order=MPI.ORDER_FORTRAN).Commit()
grid = np.arange(64, dtype='d') + rank
recvg = np.zeros(64)
# persistent ring
sbuf, rbuf = np.full(16, rank, dtype='d'), np.zeros(16)
reqs = [comm.Send_init(sbuf, dest=right, tag=7), comm.Recv_init(rbuf, source=left, tag=7)]
win = MPI.Win.Create(np.zeros(16), comm=comm)
for it in range(40):
    MPI.Prequest.Startall(reqs)
    MPI.Request.Waitall(reqs)
    assert rbuf[0] == left
    r = comm.Isend([grid, 1, sub], dest=right, tag=3)
    while not comm.Iprobe(source=left, tag=3):
        pass
    comm.Recv([recvg, 1, sub], source=left, tag=3)
    r.Wait()
    x = np.array([float(rank + it)])
    y = np.zeros(1)
    q = comm.Iallreduce(x, y, op=MPI.SUM)
    while not q.Test():
        pass
    win.Fence(MPI.MODE_NOPRECEDE)
    win.Put(np.full(4, rank + it, dtype='d'), right)
    win.Fence(MPI.MODE_NOSTORE | MPI.MODE_NOSUCCEED)
    win.Lock(right, MPI.LOCK_EXCLUSIVE)
    g = np.zeros(2)
    win.Get(g, right)
    win.Unlock(right)
    node.Barrier()
win.Free()
for p in reqs:
    p.Free()
sub.Free(); dar.Free(); node.Free()
if rank == 0:
    print("ok")
