// Package input turns raw pointer state (mouse and touch) into typed
// gestures: Press, Click, Drag, Drop, Cancel and Hover.
//
// The heart is Tracker, a small state machine fed with synthetic Events or
// with per-tick Snapshots; it knows nothing about Ebitengine and is tested
// with made-up input. The thin part that polls Ebitengine once per tick
// and builds the Snapshot lives with its only user, package scenes, so
// this package needs no display to build or test.
package input
