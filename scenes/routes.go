package scenes

import (
	"twilight/session"

	"twilight/scenes/collection"
	"twilight/scenes/folder"
	"twilight/scenes/menu"
	"twilight/scenes/scene"
	"twilight/scenes/table"
)

// Routes are the screens the rooms reach through App.Routes.
func Routes() scene.Routes {
	return scene.Routes{
		Decks:     func(app *scene.App, back scene.Scene) scene.Scene { return collection.NewDecks(app, back) },
		Match:     matchScene,
		Reference: menu.NewReferenceAt,
	}
}

// matchScene is the table for a match that has been dealt; when it ends,
// the session is closed (finishing its last autosave, so the title no
// longer offers to continue it) and the game over screen follows. Leaving
// mid-match (Esc twice) returns to the title with the match saved, so
// Continue picks it up again. The table runs behind a guard (guard.go).
func matchScene(app *scene.App, s *session.Session, setup folder.MatchSetup) scene.Scene {
	return guard(app, s, func() *table.MatchScene {
		m := table.NewMatch(app, s, setup)
		m.OnGameOver = func(ctx *scene.Context, summary folder.MatchSummary) {
			_ = s.Close() // idempotent; a failed last autosave only leaves a finished game unsaved
			app.ClearOpen()
			ctx.GoTo(menu.NewGameOver(app, summary))
		}
		m.OnLeave = func(ctx *scene.Context) {
			_ = s.Close() // finishes the autosave before the title checks it
			app.ClearOpen()
			ctx.GoTo(menu.NewTitle(app))
		}
		return m
	})
}
