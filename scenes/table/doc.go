// Package table is the match table: MatchScene draws and animates what
// package present says (prompt, buttons, priority stops, drop targets,
// refusals) about the View of the player at the screen, and turns
// clicks, drags and keys into rules actions for the session. The files
// follow the table's parts: layout (package layout), sprites and
// animation (package motion, match_place.go), drawing (match_draw.go,
// match_text.go; card faces painted ahead in package ahead, faces.go), input (match_input.go, match_focus.go), the prompt bar
// (match_prompt.go), the log (match_log.go), the hot-seat curtain and
// hints (match_flow.go).
package table
