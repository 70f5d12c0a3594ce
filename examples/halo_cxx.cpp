/* Demonstrates embedding the tracer in a C++ program: this file defines
   SCTRACE_MPI_IMPLEMENTATION like the C examples, and the headers compile as
   C++11 (g++ and clang++, -Wall -Wextra -Wpedantic).

   A 1D heat-diffusion rod split into blocks, one per rank, held in a small
   class over a std::vector with one ghost cell at each end. Each step the
   ghost cells are exchanged with the neighbours (MPI_PROC_NULL at the ends)
   by nonblocking calls on std::vector<MPI_Request>, the block is relaxed,
   and every tenth step an MPI_Allreduce sums the heat. The tracer sees the
   same MPI C calls a C program makes.

   Build and run (MPICH; use mpicxx.openmpi / mpirun.openmpi for Open MPI,
   where -DOMPI_SKIP_MPICXX keeps its deprecated C++ bindings out):
       mpicxx.mpich -std=c++11 -I. -O2 -DOMPI_SKIP_MPICXX examples/halo_cxx.cpp \
           -o halo_cxx -lzstd -ldl -lpthread -lm
       SCTRACE_OUT=halo_cxx.sct mpirun.mpich -np 4 ./halo_cxx --iters 50
       build/sctrace tree halo_cxx.sct
*/
#define SCTRACE_MPI_IMPLEMENTATION
#include "sctrace_mpi.h"

#include <mpi.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

class Rod {
public:
    Rod(MPI_Comm comm, int cells) : comm_(comm), u_(cells + 2, 0.0), next_(cells + 2, 0.0)
    {
        MPI_Comm_rank(comm_, &rank_);
        MPI_Comm_size(comm_, &size_);
        left_ = rank_ > 0 ? rank_ - 1 : MPI_PROC_NULL;
        right_ = rank_ < size_ - 1 ? rank_ + 1 : MPI_PROC_NULL;
        if (rank_ == 0)
            u_[1] = 1000.0; /* a hot end */
    }

    void exchange()
    {
        std::vector<MPI_Request> reqs(4);
        const int n = static_cast<int>(u_.size());
        MPI_Irecv(&u_[0], 1, MPI_DOUBLE, left_, 0, comm_, &reqs[0]);
        MPI_Irecv(&u_[n - 1], 1, MPI_DOUBLE, right_, 1, comm_, &reqs[1]);
        MPI_Isend(&u_[1], 1, MPI_DOUBLE, left_, 1, comm_, &reqs[2]);
        MPI_Isend(&u_[n - 2], 1, MPI_DOUBLE, right_, 0, comm_, &reqs[3]);
        MPI_Waitall(static_cast<int>(reqs.size()), reqs.data(), MPI_STATUSES_IGNORE);
    }

    void relax()
    {
        for (std::size_t i = 1; i + 1 < u_.size(); i++)
            next_[i] = u_[i] + 0.25 * (u_[i - 1] - 2 * u_[i] + u_[i + 1]);
        u_.swap(next_);
    }

    double heat() const
    {
        double local = 0, total = 0;
        for (std::size_t i = 1; i + 1 < u_.size(); i++)
            local += u_[i];
        MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, MPI_SUM, comm_);
        return total;
    }

    int rank() const { return rank_; }

private:
    MPI_Comm comm_;
    int rank_ = 0, size_ = 1, left_ = MPI_PROC_NULL, right_ = MPI_PROC_NULL;
    std::vector<double> u_, next_;
};

} // namespace

int main(int argc, char **argv)
{
    long iters = 100;
    MPI_Init(&argc, &argv);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--iters") == 0 && i + 1 < argc && std::atol(argv[i + 1]) > 0) {
            iters = std::atol(argv[++i]);
        } else {
            if (rank == 0)
                std::fprintf(stderr, "usage: %s [--iters N]   (bad or incomplete argument '%s')\n", argv[0],
                             argv[i]);
            sctrace_discard(); /* nothing ran: no trace */
            MPI_Finalize();
            return 2;
        }
    }
    Rod rod(MPI_COMM_WORLD, 64);
    double heat = 0;
    for (long it = 1; it <= iters; it++) {
        rod.exchange();
        rod.relax();
        if (it % 10 == 0)
            heat = rod.heat();
    }
    if (rod.rank() == 0)
        std::printf("halo_cxx: heat %.3f after %ld steps\n", heat, iters);
    MPI_Finalize();
    return 0;
}
