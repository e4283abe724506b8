// Package present turns what one player may see and do — a rules View
// and its legal actions — into what the match table shows and offers: the
// prompt and its buttons (each named for what it does), the places a
// dragged card may be dropped and the action each drop means, why an
// action is refused (in words, with the rules reference entry), first-
// match hints, and when the table should stop for a player or pass for
// them (priority stops). It is pure Go over the rules package, so all of
// it is tested without a window; scenes draws and animates what it says.
package present
