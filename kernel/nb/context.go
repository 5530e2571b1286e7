package nb

import (
	"context"
	"os"
	"os/signal"
)

// Context returns a context that is cancelled when the cell is interrupted:
// GoNB sends the cell's program an interrupt (and kills it a little later),
// so a search given this context stops promptly and returns what it has.
// Call the CancelFunc when done.
//
//	ctx, stop := nb.Context()
//	defer stop()
//	res := solver.Solve(ctx, problem, budget)
func Context() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}
