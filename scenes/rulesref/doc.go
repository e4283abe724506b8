// Package rulesref reads the rules reference book (assets/reference):
// its entries, lookup by term as printed, search, and the terms a card's
// text uses that the book explains. It draws nothing.
package rulesref
