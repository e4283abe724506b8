package scenes

import "twilight/session"

// routes are the screens the rooms reach through App.Routes.
func routes() Routes {
	return Routes{
		Decks:     func(app *App, back Scene) Scene { return NewDecks(app, back) },
		Match:     matchScene,
		Reference: NewReferenceAt,
	}
}

// matchScene is the table for a match that has been dealt; when it ends,
// the session is closed (finishing its last autosave, so the title no
// longer offers to continue it) and the game over screen follows. Leaving
// mid-match (Esc twice) returns to the title with the match saved, so
// Continue picks it up again. The table runs behind a guard (guard.go).
func matchScene(app *App, s *session.Session, setup MatchSetup) Scene {
	return guard(app, s, func() *Match {
		m := NewMatch(app, s, setup)
		m.OnGameOver = func(ctx *Context, summary MatchSummary) {
			_ = s.Close() // idempotent; a failed last autosave only leaves a finished game unsaved
			app.clearOpen()
			ctx.GoTo(NewGameOver(app, summary))
		}
		m.OnLeave = func(ctx *Context) {
			_ = s.Close() // finishes the autosave before the title checks it
			app.clearOpen()
			ctx.GoTo(NewTitle(app))
		}
		return m
	})
}
