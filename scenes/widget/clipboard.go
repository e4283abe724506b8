package widget

import (
	"bytes"
	"context"
	"errors"
	"os/exec"
	"runtime"
	"time"
)

// Ebitengine 2.8 has no clipboard API (its GLFW keeps one internally but
// does not export it), so the deck builder borrows the system's own
// clipboard tools: pbcopy/pbpaste on macOS, clip and PowerShell on
// Windows, and on Linux xclip or xsel (the game's window is an X11 window
// even under Wayland, through XWayland) or wl-copy/wl-paste. build/deps.sh
// installs xclip with the other system packages. Without any of them the
// builder writes an export to a file and says where, and imports from a
// deck list typed or read from a file.

// clipTool is one way to reach the clipboard.
type clipTool struct {
	copyCmd, pasteCmd []string
}

// clipTools lists the tools to try, in order, for this system.
func clipTools() []clipTool {
	switch runtime.GOOS {
	case "darwin":
		return []clipTool{{[]string{"pbcopy"}, []string{"pbpaste"}}}
	case "windows":
		return []clipTool{{[]string{"clip"}, []string{"powershell", "-NoProfile", "-Command", "Get-Clipboard -Raw"}}}
	}
	return []clipTool{
		{[]string{"xclip", "-selection", "clipboard", "-in"}, []string{"xclip", "-selection", "clipboard", "-out"}},
		{[]string{"xsel", "--clipboard", "--input"}, []string{"xsel", "--clipboard", "--output"}},
		{[]string{"wl-copy"}, []string{"wl-paste", "--no-newline"}},
	}
}

// ErrNoClipboard says that no clipboard tool is installed.
var ErrNoClipboard = errors.New("no clipboard tool (xclip, xsel or wl-copy) is installed")

// Clipboard reaches the system clipboard through an external tool.
// Tests replace it.
type Clipboard interface {
	Copy(text string) error
	Paste() (string, error)
}

// SystemClipboard is the clipboard of the desktop.
type SystemClipboard struct{}

// Copy puts text on the clipboard.
func (SystemClipboard) Copy(text string) error {
	for _, t := range clipTools() {
		if _, err := exec.LookPath(t.copyCmd[0]); err != nil {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		cmd := exec.CommandContext(ctx, t.copyCmd[0], t.copyCmd[1:]...)
		cmd.Stdin = bytes.NewReader([]byte(text))
		// No pipes for stdout and stderr: xclip leaves a child behind to
		// serve the selection, and it must not hold them open.
		err := cmd.Run()
		cancel()
		return err
	}
	return ErrNoClipboard
}

// Paste reads the clipboard's text.
func (SystemClipboard) Paste() (string, error) {
	for _, t := range clipTools() {
		if _, err := exec.LookPath(t.pasteCmd[0]); err != nil {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
		out, err := exec.CommandContext(ctx, t.pasteCmd[0], t.pasteCmd[1:]...).Output()
		cancel()
		return string(out), err
	}
	return "", ErrNoClipboard
}
