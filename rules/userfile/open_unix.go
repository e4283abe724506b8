//go:build unix

package userfile

import (
	"os"
	"syscall"
)

// openFile opens name for reading with O_NONBLOCK, so that opening a named
// pipe returns at once instead of waiting for a writer.
func openFile(name string) (*os.File, error) {
	return os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
