package demo_test

import (
	"context"
	"fmt"

	"github.com/jevtest/jev/demoapp"
	"github.com/jevtest/jev/internal/demo"
	"github.com/jevtest/jev/jevtest"
)

// Run the examples about the plan against the demo app and print each
// verdict next to the one the example declares.
func ExampleRun() {
	ctx := context.Background()
	server, err := demoapp.Start(ctx)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer server.Close()
	browser, err := jevtest.StartBrowser(ctx, jevtest.ConfigFromEnv())
	if err != nil {
		fmt.Println(err)
		return
	}
	defer browser.Close(ctx)

	var plan []demo.Example
	for _, e := range demo.Examples() {
		if e.Name == "plan" || e.Name == "plan-free" {
			plan = append(plan, e)
		}
	}
	outs, err := demo.Run(ctx, browser.Browser, server, demo.WithExamples(plan...), demo.WithoutScreenshots())
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, o := range outs {
		fmt.Printf("%s %s: %q means %q? %s (declared %s)\n",
			o.Mark(), o.Example.Name, o.Result.Evidence.Text, o.Example.Expected, o.Status(), o.Example.Want)
	}
	// Output:
	// ✓ plan: "Pro (yearly)" means "Professional annual subscription"? passed (declared passed)
	// ✓ plan-free: "Free" means "Professional annual subscription"? failed (declared failed)
}
