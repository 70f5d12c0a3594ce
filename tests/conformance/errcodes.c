/* Demonstrates the calls about errors: error classes, codes and strings the
   program adds and asks about (MPI_Add_error_class, MPI_Add_error_code,
   MPI_Add_error_string, MPI_Error_class, MPI_Error_string, on its own codes
   and MPI's), error handlers of its own called on a communicator, a window
   and a file (MPI_*_call_errhandler) and MPI_ERRORS_RETURN called, and a
   data representation registered (MPI_Register_datarep) and used by a view
   where the MPI allows it. The replay adds its own classes and codes in the
   same order, its stand-in handlers return where the program called them,
   and it registers a datarep of the same (hashed) name. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>

static int calls; /* how often a handler of ours ran */

static void on_comm(MPI_Comm *c, int *code, ...) { (void)c, (void)code; calls++; }
static void on_win(MPI_Win *w, int *code, ...) { (void)w, (void)code; calls++; }
static void on_file(MPI_File *f, int *code, ...) { (void)f, (void)code; calls++; }

static int conv(void *userbuf, MPI_Datatype t, int count, void *filebuf, MPI_Offset pos, void *extra)
{
    int size;
    (void)pos, (void)extra;
    MPI_Type_size(t, &size);
    memcpy(filebuf, userbuf, (size_t)size * (size_t)count);
    return MPI_SUCCESS;
}

static int extent(MPI_Datatype t, MPI_Aint *ext, void *extra)
{
    MPI_Aint lb;
    (void)extra;
    return MPI_Type_get_extent(t, &lb, ext);
}

int main(int argc, char **argv)
{
    int me, cls, cls2, code, code2, got, len, viewed = 0, buf[4] = {1, 2, 3, 4};
    char msg[MPI_MAX_ERROR_STRING];
    MPI_Comm dup;
    MPI_Errhandler ec, ew, ef;
    MPI_Win w;
    MPI_File f;
    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    MPI_Add_error_class(&cls);
    MPI_Add_error_code(cls, &code);
    MPI_Add_error_code(MPI_ERR_OTHER, &code2);
    MPI_Add_error_class(&cls2);
    MPI_Add_error_string(cls, "a class of ours");
    MPI_Add_error_string(code, "a code of ours");
    MPI_Error_class(code, &got);
    MPI_Error_string(code, msg, &len);
    MPI_Error_string(cls2, msg, &len);
    MPI_Error_class(code2, &got);
    MPI_Error_string(MPI_ERR_TRUNCATE, msg, &len);

    MPI_Comm_dup(MPI_COMM_WORLD, &dup);
    MPI_Comm_create_errhandler(on_comm, &ec);
    MPI_Comm_set_errhandler(dup, ec);
    MPI_Comm_call_errhandler(dup, code);
    MPI_Comm_call_errhandler(dup, MPI_ERR_OTHER);
    MPI_Comm_set_errhandler(dup, MPI_ERRORS_RETURN);
    MPI_Comm_call_errhandler(dup, code2);

    MPI_Win_create(buf, sizeof buf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &w);
    MPI_Win_create_errhandler(on_win, &ew);
    MPI_Win_set_errhandler(w, ew);
    MPI_Win_call_errhandler(w, code);
    MPI_Win_fence(0, w);
    MPI_Win_fence(0, w);
    MPI_Win_free(&w);

    MPI_File_open(MPI_COMM_WORLD, "errcodes.tmp", MPI_MODE_CREATE | MPI_MODE_RDWR | MPI_MODE_DELETE_ON_CLOSE,
                  MPI_INFO_NULL, &f);
    MPI_File_create_errhandler(on_file, &ef);
    MPI_File_set_errhandler(f, ef);
    MPI_File_call_errhandler(f, cls);
    MPI_File_set_errhandler(f, MPI_ERRORS_RETURN);
    MPI_File_call_errhandler(f, MPI_ERR_IO);
    if (MPI_Register_datarep("ours", conv, conv, extent, NULL) == MPI_SUCCESS &&
        MPI_File_set_view(f, 0, MPI_INT, MPI_INT, "ours", MPI_INFO_NULL) == MPI_SUCCESS)
        viewed = MPI_File_write_at_all(f, me * 4, buf, 4, MPI_INT, MPI_STATUS_IGNORE) == MPI_SUCCESS;
    MPI_File_close(&f);

    MPI_Errhandler_free(&ef);
    MPI_Errhandler_free(&ew);
    MPI_Errhandler_free(&ec);
    MPI_Comm_free(&dup);
    if (me == 0)
        printf("errcodes done: %d handler calls, datarep view %d\n", calls, viewed);
    MPI_Finalize();
    return 0;
}
