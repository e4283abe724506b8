package userfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, size int) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(strings.Repeat("x", size)), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	small := write("small.txt", 10)
	exact := write("exact.txt", 100)
	big := write("big.txt", 101)
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(small, link); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		path    string
		size    int    // bytes wanted on success
		is      error  // errors.Is target on failure
		message string // in the error
	}{
		{"regular file", small, 10, nil, ""},
		{"at the limit", exact, 100, nil, ""},
		{"over the limit", big, 0, ErrTooLarge, "big.txt: is too large (101 bytes; at most 100 bytes)"},
		{"symlink to a regular file", link, 10, nil, ""},
		{"directory", dir, 0, ErrNotRegular, "is a directory, not a regular file"},
		{"missing", filepath.Join(dir, "nope.txt"), 0, fs.ErrNotExist, "nope.txt: no such file or directory"},
	}
	if runtime.GOOS != "windows" {
		zero := filepath.Join(dir, "zero.txt")
		if err := os.Symlink("/dev/zero", zero); err != nil {
			t.Fatal(err)
		}
		tests = append(tests, struct {
			name    string
			path    string
			size    int
			is      error
			message string
		}{"symlink to /dev/zero", zero, 0, ErrNotRegular, "zero.txt: is a character device, not a regular file"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := Read(tt.path, 100)
			if tt.is == nil {
				if err != nil || len(b) != tt.size {
					t.Fatalf("Read = %d bytes, %v; want %d bytes", len(b), err, tt.size)
				}
				return
			}
			if !errors.Is(err, tt.is) || !strings.Contains(err.Error(), tt.message) {
				t.Fatalf("Read error %v, want one that is %v and says %q", err, tt.is, tt.message)
			}
		})
	}
}

// TestReadFIFO: a named pipe is refused at once, never waited on.
func TestReadFIFO(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no named pipes in the file system")
	}
	p := filepath.Join(t.TempDir(), "pipe.txt")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := Read(p, 1<<20)
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "is a named pipe") {
			t.Fatalf("error %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Read blocked on a named pipe")
	}
}

// TestOpenDoesNotBlock: even when the first look is skipped (a file
// swapped for a pipe between Stat and Open), opening returns at once.
func TestOpenDoesNotBlock(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("no named pipes in the file system")
	}
	p := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(p, 0o644); err != nil {
		t.Skip("mkfifo:", err)
	}
	done := make(chan error, 1)
	go func() {
		f, err := openFile(p)
		if err == nil {
			f.Close()
		}
		done <- err
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("opening a named pipe blocked")
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 bytes", 1023: "1023 bytes", 1 << 10: "1 KB", 1 << 20: "1 MB", 50 << 20: "50 MB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestWriteAtomic: a write that succeeds replaces the file; one that fails
// leaves the old contents and no temporary file behind.
func TestWriteAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "settings.json")
	put := func(s string, err error) func(io.Writer) error {
		return func(w io.Writer) error {
			if _, werr := io.WriteString(w, s); werr != nil {
				return werr
			}
			return err
		}
	}
	tests := []struct {
		name string
		data string
		err  error
		want string
	}{
		{"first write", "one", nil, "one"},
		{"replaces", "two", nil, "two"},
		{"failed write keeps the old file", "half", errors.New("disk full"), "two"},
	}
	for _, tt := range tests {
		err := WriteAtomic(path, put(tt.data, tt.err))
		if !errors.Is(err, tt.err) {
			t.Errorf("%s: error %v, want %v", tt.name, err, tt.err)
		}
		b, rerr := os.ReadFile(path)
		if rerr != nil || string(b) != tt.want {
			t.Errorf("%s: file holds %q (%v), want %q", tt.name, b, rerr, tt.want)
		}
		left, _ := filepath.Glob(filepath.Join(dir, TempPattern))
		if len(left) > 0 {
			t.Errorf("%s: temporary files left: %v", tt.name, left)
		}
	}
}
