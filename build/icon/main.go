// Command icon writes the application icon PNGs, drawn by render.Icon.
//
//	go run ./build/icon -out winres          # Windows (go-winres) set
//	go run ./build/icon -iconset DIR.iconset # macOS iconset for iconutil
//
// The Windows set is icon.png (256×256), icon48.png, icon32.png and
// icon16.png; the committed copies in winres/ came from it. On Linux the
// program needs an X display (Ebitengine initialises at start-up), so run
// it under xvfb-run there.
package main

import (
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"

	"twilight/render"
)

func main() {
	out := flag.String("out", "", "write the Windows icon set into this directory")
	iconset := flag.String("iconset", "", "write a macOS .iconset directory here")
	flag.Parse()
	switch {
	case flag.NArg() != 0:
		fmt.Fprintf(os.Stderr, "icon: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	case *out == "" && *iconset == "":
		fmt.Fprintln(os.Stderr, "icon: give -out DIR or -iconset DIR (see -h)")
		os.Exit(2)
	}
	if *out != "" {
		if err := write(*out, windowsSet); err != nil {
			fmt.Fprintln(os.Stderr, "icon:", err)
			os.Exit(1)
		}
	}
	if *iconset != "" {
		if err := write(*iconset, macSet); err != nil {
			fmt.Fprintln(os.Stderr, "icon:", err)
			os.Exit(1)
		}
	}
}

var windowsSet = map[string]int{"icon.png": 256, "icon48.png": 48, "icon32.png": 32, "icon16.png": 16}

// macSet is what iconutil expects inside an .iconset directory.
var macSet = map[string]int{
	"icon_16x16.png": 16, "icon_16x16@2x.png": 32,
	"icon_32x32.png": 32, "icon_32x32@2x.png": 64,
	"icon_128x128.png": 128, "icon_128x128@2x.png": 256,
	"icon_256x256.png": 256, "icon_256x256@2x.png": 512,
	"icon_512x512.png": 512, "icon_512x512@2x.png": 1024,
}

func write(dir string, set map[string]int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, size := range set {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		enc := png.Encoder{CompressionLevel: png.BestCompression}
		if err := enc.Encode(f, render.Icon(size)); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	return nil
}
