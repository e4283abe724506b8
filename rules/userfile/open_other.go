//go:build !unix

package userfile

import "os"

// openFile opens name for reading (opening never blocks here).
func openFile(name string) (*os.File, error) { return os.Open(name) }
