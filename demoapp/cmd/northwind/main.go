// Command northwind serves the Northwind Cloud demo app on loopback until
// interrupted, printing its URLs:
//
//	go run ./demoapp/cmd/northwind
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"github.com/jevtest/jev/demoapp"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	srv, err := demoapp.Start(ctx)
	if err != nil {
		fmt.Fprintln(os.Stderr, "northwind:", err)
		os.Exit(1)
	}
	fmt.Printf("Northwind Cloud: %s/\npayment origin: %s\n", srv.URL(), srv.PaymentOrigin())
	<-ctx.Done()
	_ = srv.Close()
}
