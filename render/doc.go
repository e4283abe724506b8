// Package render holds Twilight's look: the palette, the fonts as drawable
// faces, the gradient-and-vignette card table every screen sits on, gilded
// text, ornaments, and the setting-sun emblem (also the application icon).
//
// Pixel maths that needs no GPU (TablePixels, Emblem, Icon) works on plain
// image.RGBA values so it can be reused by build tools and tested directly;
// the Ebitengine-facing types (Table, Gilded, Pen) cache what they upload.
//
// Faces renders card faces once per size; a screen showing many at once
// has them painted on a background goroutine (WantCards, Collect), so no
// frame waits on one.
package render
