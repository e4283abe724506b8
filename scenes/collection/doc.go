// Package collection is the collection and deck builder (DecksScene):
// the card catalogue with its filters and sorts, the shelf of pre-built
// and saved decks, the deck editor, the sample hand and the import and
// export dialogs. Decks are read and written through package folder.
package collection
