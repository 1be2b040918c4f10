package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/jevtest/jev/semantic"
	"github.com/jevtest/jev/semantic/engines"
	"github.com/jevtest/jev/semantic/jevhttp"
)

// shutdownTimeout bounds the graceful shutdown of `jev serve`.
const shutdownTimeout = 10 * time.Second

func newServeCmd() *cobra.Command {
	var addr, decider string
	cmd := &cobra.Command{
		Use:   "serve [--addr HOST:PORT] [--decider NAME]",
		Short: "Serve a decision engine over the jev decision protocol",
		Long: `serve runs one decision engine as an HTTP service speaking jev.decision/v1
(POST /v1/decide, GET /healthz), so that a team can share one engine:
point clients at it with JEV_DECIDER=jev JEV_ENDPOINT=http://HOST:PORT.

One log line per request goes to stderr: status, error class, question count
and duration, never page text. SIGINT or SIGTERM shuts down gracefully
(in-flight requests get up to 10 s).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if _, _, err := net.SplitHostPort(addr); err != nil {
				return usageErr("--addr %q is not HOST:PORT", addr)
			}
			name, err := resolveDecider(decider)
			if err != nil {
				return err
			}
			d, err := engines.Open(name)
			if err != nil {
				return exitError{code: 2, err: fmt.Errorf("--decider %s: %w", name, err)}
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return serveDecider(ctx, addr, d, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8787", "address to listen on")
	addDeciderFlag(cmd, &decider)
	return cmd
}

// serveHandler is the HTTP handler `jev serve` runs for d, logging one line
// per request to logw.
func serveHandler(d semantic.Decider, logw io.Writer) http.Handler {
	return jevhttp.NewHandler(d, jevhttp.WithLogger(slog.New(slog.NewTextHandler(logw, nil))))
}

// serveDecider serves d on addr until ctx is done, then shuts down within
// shutdownTimeout. It prints the listening address to out once the listener
// is open.
func serveDecider(ctx context.Context, addr string, d semantic.Decider, out, logw io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return exitError{code: 1, err: fmt.Errorf("--addr %s: cannot listen: %w", addr, err)}
	}
	srv := &http.Server{
		Handler:           serveHandler(d, logw),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       time.Minute,
		IdleTimeout:       2 * time.Minute,
	}
	fmt.Fprintf(out, "jev serve: decider %s listening on http://%s (POST %s)\n", d.Name(), ln.Addr(), jevhttp.DecidePath)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return exitError{code: 1, err: fmt.Errorf("serve: %w", err)}
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		_ = srv.Close()
		if !errors.Is(err, context.DeadlineExceeded) {
			return exitError{code: 1, err: fmt.Errorf("serve: shutdown: %w", err)}
		}
	}
	<-errc // Serve returned ErrServerClosed
	fmt.Fprintln(out, "jev serve: stopped")
	return nil
}
