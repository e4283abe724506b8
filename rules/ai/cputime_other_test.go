//go:build !unix

package ai_test

import "time"

// cpuTime is not measured here: BenchmarkReview20Turns reports 0 cpu-s.
func cpuTime() time.Duration { return 0 }
