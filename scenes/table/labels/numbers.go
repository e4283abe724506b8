package labels

import "strconv"

// Stat is a current Fight or Life as a card's disc prints it. Drawn every
// frame, it allocates nothing for the numbers a card carries: strconv
// keeps 0 to 99 ready, and the constant below holds -9 to -1.
func Stat(n int) string {
	const negatives = "-9-8-7-6-5-4-3-2-1"
	if n < 0 && n >= -9 {
		i := 2 * (9 + n)
		return negatives[i : i+2]
	}
	return strconv.Itoa(n)
}

// Times is a marker's count, "×2" to "×9" without building the string
// each frame (above 9: built).
func Times(n uint8) string {
	const times = "×2×3×4×5×6×7×8×9"
	const w = len("×2")
	if n >= 2 && n <= 9 {
		i := int(n-2) * w
		return times[i : i+w]
	}
	return "×" + strconv.Itoa(int(n))
}
