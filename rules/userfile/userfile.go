// Package userfile reads the files a player or a designer hands to the
// game — card sets, deck lists, Seasons, settings, scenarios — without
// trusting them: only regular files (symbolic links are followed) are
// read, never a named pipe, a device, a socket or a directory, so nothing
// blocks on a FIFO or streams /dev/zero; and a file larger than the limit
// the caller gives is refused before it is read.
//
// The package imports only the standard library.
package userfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// Error says why a file was not read. Path is the file as given.
type Error struct {
	Path   string
	Reason string // "is a named pipe, not a regular file", "is too large (52 MB; at most 1 MB)", "no such file or directory"
	Err    error  // the underlying error, when there is one
}

func (e *Error) Error() string { return e.Path + ": " + e.Reason }

func (e *Error) Unwrap() error { return e.Err }

// ErrNotRegular is wrapped by errors for files that are not regular.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is wrapped by errors for files over the size limit.
var ErrTooLarge = errors.New("file too large")

// Read reads the regular file at path, of at most max bytes.
func Read(path string, max int64) ([]byte, error) {
	return ReadFS(osFS{}, path, max)
}

// ReadFS is Read on a file system (os.DirFS, an embedded one).
func ReadFS(fsys fs.FS, name string, max int64) ([]byte, error) {
	st, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, failed(name, err)
	}
	if err := Check(name, st, max); err != nil {
		return nil, err
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, failed(name, err)
	}
	defer f.Close()
	// The file may have been swapped between the two looks: check what
	// was opened, and never read more than max+1 bytes of it.
	if st, err = f.Stat(); err != nil {
		return nil, failed(name, err)
	}
	if err := Check(name, st, max); err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, failed(name, err)
	}
	if int64(len(b)) > max {
		return nil, &Error{Path: name, Reason: fmt.Sprintf("is too large (more than %s)", Size(max)), Err: ErrTooLarge}
	}
	return b, nil
}

// failed wraps an error of the file system as an *Error that reads
// "PATH: no such file or directory" (not "stat PATH: ...").
func failed(name string, err error) error {
	reason := err.Error()
	var pe *fs.PathError
	if errors.As(err, &pe) {
		reason = pe.Err.Error()
	}
	return &Error{Path: name, Reason: reason, Err: err}
}

// Check says whether a file described by st may be read: a regular file
// of at most max bytes. name is only used in the error.
func Check(name string, st fs.FileInfo, max int64) error {
	if kind := Kind(st.Mode()); kind != "" {
		return &Error{Path: name, Reason: "is " + kind + ", not a regular file", Err: ErrNotRegular}
	}
	if st.Size() > max {
		size, limit := Size(st.Size()), Size(max)
		if size == limit { // just over: say it in bytes
			size, limit = fmt.Sprintf("%d bytes", st.Size()), fmt.Sprintf("%d", max)
		}
		return &Error{Path: name, Reason: fmt.Sprintf("is too large (%s; at most %s)", size, limit), Err: ErrTooLarge}
	}
	return nil
}

// Kind names a file mode that is not a regular file ("a directory", "a
// named pipe"); it is empty for a regular file.
func Kind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	default:
		return "a special file"
	}
}

// Size writes a byte count for people: "812 bytes", "52 MB", "1 MiB"-style
// powers of 1024 written as KB and MB.
func Size(n int64) string {
	switch {
	case n < 1<<10:
		return fmt.Sprintf("%d bytes", n)
	case n < 1<<20:
		return fmt.Sprintf("%.0f KB", float64(n)/(1<<10))
	default:
		return fmt.Sprintf("%.0f MB", float64(n)/(1<<20))
	}
}

// osFS is the operating system's files as an fs.FS that, unlike os.DirFS,
// takes any path (absolute, with "..").
type osFS struct{}

// Open opens without waiting: a file swapped for a named pipe after the
// first look does not block the open (see openFile).
func (osFS) Open(name string) (fs.File, error) { return openFile(name) }

func (osFS) Stat(name string) (fs.FileInfo, error) { return os.Stat(name) }

// TempPattern names the temporary files WriteAtomic makes beside the file
// it writes (os.CreateTemp's pattern): a save killed mid-way leaves one
// behind, which the game may remove later.
const TempPattern = ".twilight-save-*"

// WriteAtomic writes a file so that a crash never leaves it half-written:
// write fills a temporary file in the same directory, which is synced and
// then renamed over path. On any error path is left as it was and the
// temporary file is removed.
func WriteAtomic(path string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), TempPattern)
	if err != nil {
		return err
	}
	name := tmp.Name()
	defer os.Remove(name)
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(name, path)
}
