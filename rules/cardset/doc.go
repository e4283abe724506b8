// Package cardset reads and checks the text files that define Twilight's
// cards and decks.
//
// A card file is a list of blocks. Each block starts with "card: Title" or
// "deity: Title" and goes on with "field: value" lines; effect lines such
// as "exhaust [I]: damage 1 to creature(opponent, level I|II)" use the
// engine's vocabulary of triggers, conditions, ops and targets (package
// rules) word for word. The complete format is documented in
// assets/cards/README.md; deck lists are documented in assets/decks/README.md.
//
// Parse, LoadFS and LoadUserSeasons turn files into a *rules.CardSet and
// report every problem they find as "file:line: message", not just the
// first. Check runs the same whole-set checks over any CardSet. Describe
// renders an ability as plain English from its structure, so the printed
// text always says what the engine does.
//
// ParseDeck, ValidateDeck and ValidateDraftDeck read and judge deck lists;
// ValidateReport is the body of the "twilight validate FILE..." command.
//
// Files are not trusted: ReadFile reads only regular files of at most
// MaxFileSize bytes, and a line holding a control character, a
// bidirectional override, an invisible character or bytes that are not
// UTF-8 is a problem at its line.
//
// The package imports only the standard library, twilight/rules and
// twilight/rules/userfile (reading files safely, and which characters are
// controls).
package cardset
