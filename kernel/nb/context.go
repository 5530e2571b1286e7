package nb

import (
	"context"
	"os"
	"os/signal"
)

// Context returns a context that is cancelled when the cell is interrupted,
// and its CancelFunc.
//
// Deprecated: use Ctx, which needs no cancel. Context stays while notebooks
// 02-05 call it.
func Context() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt)
}
