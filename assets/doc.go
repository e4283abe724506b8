// Package assets embeds the files Twilight ships inside its binary: the EB
// Garamond typefaces (SIL Open Font License 1.1, see fonts/OFL.txt) and the
// card art, each kind with its licence or credits.
//
// It only hands out bytes; turning them into faces and images is the job of
// package render.
package assets
