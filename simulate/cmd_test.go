package simulate

import (
	"os"
	"strings"
	"testing"

	"twilight/cmdline"
)

// TestSimArgs runs the command with the arguments in $SIM_ARGS (for
// measuring from go test without a binary); it is skipped otherwise.
func TestSimArgs(t *testing.T) {
	args := os.Getenv("SIM_ARGS")
	if args == "" {
		t.Skip("set SIM_ARGS")
	}
	if code := Command(cmdline.Env{Prog: "twilight", Stdout: os.Stdout, Stderr: os.Stderr}, strings.Fields(args)); code != 0 {
		t.Fatalf("exit %d", code)
	}
}
