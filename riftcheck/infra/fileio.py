"""The one guarded reader and the one atomic writer: every file riftcheck reads or writes goes through here.

Reading (:func:`read_bytes`): a deck, pool, team file, ruleset, configuration,
card database or plugin list is opened once, without blocking (a FIFO nobody
writes to cannot hang the open), and the open file itself is examined: only a
regular file is read; a FIFO, a device (``/dev/zero``), a socket or a
directory is refused with what it is. The size limit is checked on the open
file before reading and enforced again while reading (at most ``limit + 1``
bytes are ever read), so a file that grows, or a special file that lies about
its size, never fills the memory. Standard input is read only when the user
names it with ``-``; callers handle that before they get here.
``tests/reliability/test_guarded_io.py`` checks that no other module opens a
file for reading.

Writing (:func:`write_atomic`): see its docstring; in short a regular file or
a new path is replaced atomically (temporary file in the same directory,
``fsync``, rename, the old file's permissions or else the umask's), a device or
FIFO is written through and never replaced, a file descriptor path
(``/dev/stdout``) is written through its descriptor, a symlink is followed to the file
it names, and anything else is refused.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from riftcheck.models import Msg

#: The system's reasons a person meets most, as Linux words them (``strerror``): said through the
#: catalogue when the system gave exactly these words (any other wording is shown as it is)
_REASONS = {
    errno.ENOENT: Msg("No such file or directory"),
    errno.EACCES: Msg("Permission denied"),
    errno.EPERM: Msg("Operation not permitted"),
    errno.EISDIR: Msg("Is a directory"),
    errno.ENOTDIR: Msg("Not a directory"),
    errno.ENOSPC: Msg("No space left on device"),
    errno.EROFS: Msg("Read-only file system"),
    errno.EEXIST: Msg("File exists"),
    errno.ENAMETOOLONG: Msg("File name too long"),
    errno.ELOOP: Msg("Too many levels of symbolic links"),
    errno.ECONNREFUSED: Msg("Connection refused"),
    errno.ECONNRESET: Msg("Connection reset by peer"),
    errno.ENETUNREACH: Msg("Network is unreachable"),
    errno.EHOSTUNREACH: Msg("No route to host"),
}


def reason(exc: BaseException) -> str:
    """Why a file (or network) operation failed, for a message: riftcheck's own refusal (:class:`ReadRefused`,
    :class:`WriteRefused`: its :class:`Msg`), the system's reason (``strerror``; a common one as a
    :class:`Msg`, so a French run says it in French), else the exception's text."""
    message = getattr(exc, "message", None)
    if isinstance(message, Msg):
        return message
    text = getattr(exc, "strerror", None)
    if not text:
        return str(exc)
    said = _REASONS.get(getattr(exc, "errno", None))
    return said if said is not None and str(said) == text else text


#: What a non-regular file is called in messages, by its ``stat`` type.
_KINDS = (
    (stat.S_ISDIR, Msg("a directory")),
    (stat.S_ISFIFO, Msg("a FIFO (named pipe)")),
    (stat.S_ISCHR, Msg("a character device")),
    (stat.S_ISBLK, Msg("a block device")),
    (stat.S_ISSOCK, Msg("a socket")),
)


class ReadRefused(Exception):
    """A file was not read: ``reason`` is ``missing``, ``directory``, ``special``, ``too-large`` or ``unreadable``.

    ``str(exc)`` is the message (``is a FIFO (named pipe), not a regular
    file``, ``file is 52,428,800 bytes, larger than the limit of 10,485,760``);
    the caller adds what it expected and raises its own error class.
    """

    def __init__(self, reason: str, message: str, size: int | None = None):
        super().__init__(message)
        self.reason = reason
        self.size = size
        #: the message (a :class:`~riftcheck.models.Msg`: said in the reader's language)
        self.message = message


def kind_of(mode: int) -> str | None:
    """``a FIFO (named pipe)``, ``a character device``... for a ``st_mode`` that is not a regular file."""
    for test, name in _KINDS:
        if test(mode):
            return name
    return None if stat.S_ISREG(mode) else Msg("not a regular file")


def read_bytes(path: str | os.PathLike, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them, else :class:`ReadRefused`.

    Never blocks on a FIFO, never reads a device, never reads more than ``limit + 1`` bytes.
    """
    fd = _open(path)
    try:
        _refuse_irregular(os.fstat(fd), limit)
        os.set_blocking(fd, True)
        return _read_limited(fd, limit)
    except OSError as exc:
        raise ReadRefused(
            "unreadable", Msg("cannot read the file: {why}", why=reason(exc))
        ) from None
    finally:
        os.close(fd)


def _open(path: str | os.PathLike) -> int:
    """A descriptor opened without blocking (a FIFO with no writer) or taking a terminal."""
    flags = (
        os.O_RDONLY
        | getattr(os, "O_BINARY", 0)
        | getattr(os, "O_NONBLOCK", 0)
        | getattr(os, "O_NOCTTY", 0)
    )
    try:
        return os.open(path, flags)
    except FileNotFoundError:
        raise ReadRefused("missing", Msg("no such file")) from None
    except IsADirectoryError:
        raise ReadRefused("directory", Msg("is a directory")) from None
    except (
        OSError,
        ValueError,
        RuntimeError,
    ) as exc:  # ValueError: a NUL in the name; RuntimeError: a link loop
        if (
            isinstance(exc, OSError) and exc.errno == errno.ENXIO
        ):  # a socket, or a device with nothing behind it
            raise ReadRefused(
                "special", Msg("is a socket or a device, not a regular file")
            ) from None
        raise ReadRefused(
            "unreadable",
            Msg("cannot read the file: {why}", why=reason(exc)),
        ) from None


def _refuse_irregular(st: os.stat_result, limit: int) -> None:
    """Refuse a directory, a special file or a file already larger than ``limit``."""
    kind = kind_of(st.st_mode)
    if kind == "a directory":
        raise ReadRefused("directory", Msg("is a directory"))
    if kind is not None:
        raise ReadRefused("special", Msg("is {kind}, not a regular file", kind=kind))
    if st.st_size > limit:
        raise ReadRefused(
            "too-large",
            Msg(
                "file is {size} bytes, larger than the limit of {limit} bytes",
                size=f"{st.st_size:,}",
                limit=f"{limit:,}",
            ),
            st.st_size,
        )


def _read_limited(fd: int, limit: int) -> bytes:
    """At most ``limit`` bytes of ``fd``; refused when there are more."""
    chunks: list[bytes] = []
    got = 0
    while got <= limit:  # the file may have grown since fstat: stop one byte past the limit
        chunk = os.read(fd, min(1 << 20, limit + 1 - got))
        if not chunk:
            break
        chunks.append(chunk)
        got += len(chunk)
    if got > limit:
        raise ReadRefused(
            "too-large", Msg("file is larger than the limit of {limit} bytes", limit=f"{limit:,}")
        )
    return b"".join(chunks)


def read_text(path: str | os.PathLike, limit: int, errors: str = "strict") -> str:
    """:func:`read_bytes` decoded as UTF-8 (BOM dropped); ``errors`` as for :meth:`bytes.decode`."""
    return read_bytes(path, limit).decode("utf-8-sig", errors)


def position(data: str | bytes, offset: int) -> tuple[int, int]:
    """The 1-based ``(line, column)`` of ``offset`` in ``data`` (text or bytes), as editors count.

    The one offset->line computation: a decoding error's byte, a control
    character PyYAML reports by offset only, or a match found in a file's text.
    """
    nl = "\n" if isinstance(data, str) else b"\n"
    start = data.rfind(nl, 0, offset) + 1
    return data.count(nl, 0, offset) + 1, offset - start + 1


def decode_utf8(
    raw: bytes, error: type[Exception], file: str, expected: str, *, bom: bool = True
) -> str:
    """``raw`` as UTF-8 text; a bad byte raises ``error`` at its line and column.

    ``bom``: a leading byte-order mark is dropped (else it stays, as the text's first character).
    """
    from riftcheck.models import Location

    try:
        return raw.decode("utf-8-sig" if bom else "utf-8")
    except UnicodeDecodeError as exc:
        line, col = position(raw, exc.start)
        raise error(
            Msg(
                "byte 0x{byte} is not valid UTF-8: {expected}",
                byte=f"{raw[exc.start]:02x}",
                expected=expected,
            ),
            Location(file, line, col),
        ) from None


def is_regular_file(path: str | os.PathLike) -> bool:
    """Whether ``path`` names a regular file (following links); never raises."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


# ------------------------------------------------------------------ writing


class WriteRefused(OSError):
    """A path riftcheck was asked to write cannot or must not be written; ``str(exc)`` says why.

    An :class:`OSError`, so that a caller catching write failures catches this too.
    """

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "cannot write"

    @property
    def message(self) -> str:
        """Why, as a :class:`Msg` (said in the run's language where it is shown)."""
        return self.args[0] if self.args else Msg("cannot write")


def _cannot_write(path, exc: BaseException) -> Msg:
    """``cannot write PATH: why`` (the system's reason)."""
    return Msg("cannot write {path}: {why}", path=str(path), why=reason(exc))


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """Whether ``a`` and ``b`` are the same existing file (links and ``..`` resolved by the system)."""
    try:
        sa, sb = os.stat(a), os.stat(b)
    except (OSError, ValueError):
        return False
    return (sa.st_dev, sa.st_ino) == (sb.st_dev, sb.st_ino)


def same_target(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """Whether writing ``a`` and writing ``b`` reach one file: the same existing file (by device
    and inode), or, for a file not written yet, the same path once links and ``..`` are resolved
    in order as the system resolves them (``sub/../x.html`` and ``x.html``, a link to a file not
    written yet and that file, a path through a linked directory). Compared as text alone, a
    file that does not exist yet could be named twice unseen."""
    if same_file(a, b):
        return True
    try:
        return os.path.realpath(a) == os.path.realpath(b)
    except (OSError, TypeError, ValueError):
        return False


def descriptor_link(path: str | os.PathLike) -> bool:
    """Whether ``path`` reaches its file through a file descriptor link (``/dev/stdin``,
    ``/dev/fd/N``, ``/proc/PID/fd/N``, or a symlink to one): the file is whatever the descriptor
    has open (a redirected ``< deck.txt``), not one the user named, so it is never written."""
    return _descriptor(path) is not None


def _descriptor(path: str | os.PathLike) -> tuple[bool, int] | None:
    """``(own, N)`` when ``path`` reaches its file through descriptor ``N``'s link (``own``: one of
    this process's descriptors, ``/dev/fd/N``, ``/proc/self/fd/N``, ``/proc/<our pid>/fd/N``), else
    ``None``; ``N`` is -1 when the link's name is not a number."""
    import re

    p = os.path.abspath(os.fspath(path))
    mine = {f"/proc/{os.getpid()}/fd", "/proc/self/fd", "/dev/fd", "/proc/thread-self/fd"}
    for _ in range(40):  # the system's own limit on a chain of symlinks
        parent = os.path.realpath(os.path.dirname(p))
        if parent == "/dev/fd" or re.fullmatch(r"/proc/[^/]+(/task/[^/]+)?/fd", parent):
            name = os.path.basename(p)
            own = parent in mine or parent.startswith(f"/proc/{os.getpid()}/task/")
            return own, int(name) if name.isdigit() else -1
        try:
            target = os.readlink(p)
        except (OSError, ValueError):  # not a link (or nothing there): the path names its file
            return None
        p = os.path.join(parent, target)
    return None


def is_stdout(path: str | os.PathLike) -> bool:
    """Whether writing ``path`` writes into this process's standard output: its descriptor link
    (``/dev/stdout``, ``/proc/self/fd/1``, ``/dev/fd/1``) or the very file, pipe or terminal fd 1
    has open (same device and inode). ``/dev/null`` is nobody's report, so it never counts."""
    got = _descriptor(path)
    if got is not None and got[0] and got[1] == 1:
        return True
    try:
        so, st = os.fstat(1), os.stat(path)
    except (OSError, ValueError):
        return False
    if stat.S_ISCHR(st.st_mode) and _is_devnull(st):
        return False
    return (so.st_dev, so.st_ino) == (st.st_dev, st.st_ino)


def _is_devnull(st: os.stat_result) -> bool:
    try:
        null = os.stat(os.devnull)
    except OSError:
        return False
    return stat.S_ISCHR(null.st_mode) and st.st_rdev == null.st_rdev


def write_atomic(path: str | os.PathLike, data: str | bytes, *, inputs=()) -> None:
    """Write ``data`` (``str`` is UTF-8) to ``path`` so that nothing is lost or half-written.

    * a new path, or an existing regular file: written to a temporary file in
      the same directory, ``fsync``-ed and renamed over it, so a reader sees the
      old file or the new one; the new file gets the old one's permissions, or
      the umask's (``0o666 & ~umask``) when it is new. On any failure the
      temporary file is removed and the old file is untouched.
    * a symlink: followed; the file it names is written by the rules here and
      the link stays a link. A link to nothing is refused (it would create a
      file wherever the link points).
    * a character device (``/dev/null``, a terminal) or a FIFO with a reader:
      written through, never replaced. A FIFO with no reader is refused (no
      hang), and so are directories, block devices and sockets.
    * a file descriptor path (``/dev/stdout``, ``/proc/self/fd/N``, ``/dev/fd/N``, a link to
      one): written through that descriptor as it is open (``>> file`` keeps appending), never
      the file behind it replaced; another process's descriptor is opened to append.
    * a path that is one of ``inputs`` (the same file, by device and inode):
      refused, so ``check deck.yaml -o deck.yaml`` cannot replace the deck.

    Raises :class:`WriteRefused` with the reason; the callers turn it into their
    own error (exit 2 for ``-o``, exit 3 for the card database).
    """
    raw = data.encode("utf-8") if isinstance(data, str) else data
    path = Path(path)
    for src in inputs:
        if src is not None and same_file(path, src):
            raise WriteRefused(
                Msg(
                    "{path} is also an input ({src}); refusing to overwrite it",
                    path=str(path),
                    src=str(src),
                )
            )
    got = _descriptor(path)
    if got is not None:
        # ``-o /dev/stdout >> summary.md``: the descriptor is written as the shell opened it
        # (append mode, offset), never the file behind it replaced (atkL 10)
        _write_descriptor(path, raw, *got)
        return
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
        if os.path.islink(path):
            raise WriteRefused(
                Msg(
                    "{path} is a symlink to a missing file ({target}); refusing to follow it",
                    path=str(path),
                    target=os.readlink(path),
                )
            ) from None
    except (OSError, ValueError) as exc:
        raise WriteRefused(_cannot_write(path, exc)) from None
    if st is not None and not stat.S_ISREG(st.st_mode):
        if stat.S_ISCHR(st.st_mode) or stat.S_ISFIFO(st.st_mode):
            _write_through(path, raw, fifo=stat.S_ISFIFO(st.st_mode))
            return
        raise WriteRefused(
            Msg(
                "{path} is {kind}, not a file riftcheck can write",
                path=str(path),
                kind=kind_of(st.st_mode),
            )
        )
    target = Path(os.path.realpath(path)) if st is not None else path
    _replace(target, raw, None if st is None else stat.S_IMODE(st.st_mode), st)


def write_cache(path: str, data: str | bytes) -> None:
    """Replace the cache file ``path`` with ``data`` atomically (:func:`write_atomic`), making its
    directory; any failure only means the next run does the work again.

    Only a regular file (or none) is replaced: a cache path that is a link, a device or a FIFO is
    left alone rather than written through.
    """
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        try:
            if not stat.S_ISREG(os.lstat(path).st_mode):
                return
        except FileNotFoundError:
            pass
        write_atomic(path, data)
    except (OSError, ValueError):
        pass


def _keep_owner(tmp: str, path: Path, old: os.stat_result | None) -> None:
    """Give the temporary file the owner and group of the file it replaces (``old``), so that a
    run as root (a CI container over a user's checkout) does not leave the user's file root's.

    Raises :class:`WriteRefused` when the owner cannot be kept (a user may not give a file to
    another): the file would change hands, so it is not replaced.
    """
    if old is None or not hasattr(os, "chown"):
        return
    now = os.stat(tmp)
    if (old.st_uid, old.st_gid) == (now.st_uid, now.st_gid):
        return
    try:
        os.chown(tmp, old.st_uid, old.st_gid)
    except OSError as exc:
        raise WriteRefused(
            Msg(
                "cannot write {path}: cannot keep its owner and group (uid {uid}, gid {gid}): "
                "{why}; the previous file is unchanged",
                path=str(path),
                uid=old.st_uid,
                gid=old.st_gid,
                why=reason(exc),
            )
        ) from None


def _refusal(path: Path, exc: OSError) -> WriteRefused:
    """An open or write of ``path`` that failed, in the user's words (a FIFO nobody reads)."""
    if exc.errno == errno.ENXIO:
        return WriteRefused(
            Msg("{path} is a FIFO that nobody reads; nothing was written", path=str(path))
        )
    return WriteRefused(_cannot_write(path, exc))


def _write_through(path: Path, raw: bytes, fifo: bool) -> None:
    """Write into a device or FIFO as it is (``O_NONBLOCK`` on open: a FIFO without a reader fails, not hangs)."""
    flags = os.O_WRONLY | getattr(os, "O_NOCTTY", 0) | (getattr(os, "O_NONBLOCK", 0) if fifo else 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _refusal(path, exc) from None
    try:
        os.set_blocking(fd, True)
        view = memoryview(raw)
        while view:
            view = view[os.write(fd, view) :]
    except OSError as exc:
        raise WriteRefused(_cannot_write(path, exc)) from None
    finally:
        os.close(fd)


def _flush_streams_of(fd: int) -> None:
    """Flush what Python's own stdout or stderr holds for ``fd``, so it comes first."""
    import sys

    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None and stream.fileno() == fd:
                stream.flush()
        except (AttributeError, OSError, ValueError):
            pass


def _write_descriptor(path: Path, raw: bytes, own: bool, fd: int) -> None:
    """Write into descriptor ``fd`` (this process's: ``own``) as it is open: its mode, offset and
    ``O_APPEND`` kept. Another process's descriptor (or a name that is not a number) is opened
    through its link to append, never to truncate. A directory behind it is refused."""
    mine = own and fd >= 0
    try:
        if not mine:
            flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NOCTTY", 0)
            fd = os.open(path, flags | getattr(os, "O_NONBLOCK", 0))
            os.set_blocking(fd, True)
        try:
            kind = kind_of(os.fstat(fd).st_mode)
            if kind == "a directory":
                raise WriteRefused(
                    Msg(
                        "{path} is {kind}, not a file riftcheck can write",
                        path=str(path),
                        kind=kind,
                    )
                )
            _flush_streams_of(fd)
            view = memoryview(raw)
            while view:
                view = view[os.write(fd, view) :]
        finally:
            if not mine:
                os.close(fd)
    except WriteRefused:
        raise
    except OSError as exc:
        raise _refusal(path, exc) from None


def _replace(path: Path, raw: bytes, mode: int | None, old: os.stat_result | None = None) -> None:
    import tempfile  # only writers need it; every run imports this module, and tempfile costs ~10 ms

    directory = path.parent if str(path.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    except (OSError, ValueError) as exc:
        raise WriteRefused(_cannot_write(path, exc)) from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
        if mode is None:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        _keep_owner(tmp, path, old)
        os.chmod(tmp, mode)  # after chown, which may clear the set-id bits
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, WriteRefused):
            raise
        if isinstance(exc, OSError):  # a full disk or a lost mount is a message, not a traceback
            raise WriteRefused(
                Msg(
                    "cannot write {path}: {why}; the previous file is unchanged",
                    path=str(path),
                    why=reason(exc),
                )
            ) from None
        raise
