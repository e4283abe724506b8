//go:build ((linux && !android) || freebsd || netbsd || openbsd) && cgo

package main

// Ebitengine opens the X display in a package init function and panics
// when there is none, before main runs and before any Go code of this
// program could catch it: a stack trace and exit status 2, for every
// command, even -h. So the check runs earlier, in a C constructor, which
// the C runtime calls before the Go runtime starts. It opens the display
// the way GLFW will (XOpenDisplay with $DISPLAY). When that fails, the
// command line goes to twilight-tools installed beside this program (which
// has no window code: scenario, validate, sim and -h run; the window and
// shot fail with the reason in one line); without twilight-tools the
// reason is printed in one line and the program exits with status 1.

/*
#cgo LDFLAGS: -lX11
#include <X11/Xlib.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define TWILIGHT_TOOLS "twilight-tools"
#define NO_DISPLAY_ENV "TWILIGHT_NO_DISPLAY"

// twilight_args reads this process's arguments from /proc/self/cmdline
// into a NULL-terminated array (Linux); NULL when they cannot be read.
static char **twilight_args(void) {
	static char buf[1 << 16];
	static char *argv[1024];
	FILE *f = fopen("/proc/self/cmdline", "rb");
	if (f == NULL) return NULL;
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	int whole = feof(f);
	fclose(f);
	if (n == 0 || !whole) return NULL;
	buf[n] = 0;
	int argc = 0;
	for (size_t i = 0; i < n && argc < 1023; i += strlen(buf + i) + 1) argv[argc++] = buf + i;
	argv[argc] = NULL;
	return argv;
}

// twilight_hand_over runs twilight-tools from this program's folder with
// the same arguments; it returns only when that is not possible.
static void twilight_hand_over(const char *reason) {
	if (getenv(NO_DISPLAY_ENV) != NULL) return; // already handed over once: no loop
	char path[4096];
	ssize_t n = readlink("/proc/self/exe", path, sizeof path - sizeof TWILIGHT_TOOLS - 1);
	if (n <= 0) return;
	path[n] = 0;
	char *slash = strrchr(path, '/');
	if (slash == NULL) return;
	strcpy(slash + 1, TWILIGHT_TOOLS);
	if (access(path, X_OK) != 0) return;
	char **argv = twilight_args();
	if (argv == NULL) return;
	setenv(NO_DISPLAY_ENV, reason, 1);
	execv(path, argv);
	unsetenv(NO_DISPLAY_ENV);
}

__attribute__((constructor)) static void twilight_need_display(void) {
	char reason[256];
	const char *d = getenv("DISPLAY");
	if (d == NULL || *d == 0) {
		snprintf(reason, sizeof reason, "there is no X display (DISPLAY is not set)");
	} else {
		Display *dpy = XOpenDisplay(NULL);
		if (dpy != NULL) {
			XCloseDisplay(dpy);
			return;
		}
		snprintf(reason, sizeof reason, "the X display \"%.64s\" cannot be opened", d);
	}
	twilight_hand_over(reason);
	fprintf(stderr, "twilight: cannot open the game window: %s; on a machine without a desktop use xvfb-run -a, "
		"or " TWILIGHT_TOOLS " for scenario, validate and sim\n", reason);
	exit(1);
}
*/
import "C"
