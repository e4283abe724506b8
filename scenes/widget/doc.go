// Package widget is the controls and drawing kit the screens share: the
// rectangles (Box for the menus, Rect for the table), buttons, toggles,
// steppers, text fields and chips gathered in a keyboard-navigable Form,
// the Skin that sizes faces and chrome for a screen, the text-fit audit,
// the clipboard, and small drawing helpers (card pictures, filled and
// stroked rectangles, wrapped text). It imports no screen.
package widget
