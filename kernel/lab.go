package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"strings"
	"syscall"
	"time"
)

func cmdLab(e Env, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("lab", flag.ContinueOnError)
	port := fs.Int("port", 8888, "port on 127.0.0.1 (0: any free port)")
	noSetup := fs.Bool("no-setup", false, "skip setup")
	gopls := fs.Bool("gopls", false, "build gopls during setup (auto-complete)")
	smoke := fs.Bool("smoke", false, "start the server, check that it answers on 127.0.0.1, lists the kernel and shows notebooks with the project's stylesheet (screenshot reports/lab-00-tour.png), then stop it")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("lab: unexpected arguments %q", fs.Args())
	}
	if !*noSetup {
		if err := setup(e, setupOptions{gopls: *gopls}, out); err != nil {
			return err
		}
	}
	p := *port
	if p == 0 || *smoke {
		free, err := freePort()
		if err != nil {
			return err
		}
		p = free
	}
	srv, err := startLab(e, p, out)
	if err != nil {
		return err
	}
	if *smoke {
		defer srv.stop()
		if err := srv.smokeTest(); err != nil {
			return fmt.Errorf("lab: %v", err)
		}
		if err := checkLabStyle(e, srv, "00-tour.ipynb", out); err != nil {
			return fmt.Errorf("lab: %v", err)
		}
		fmt.Fprintf(out, "lab: server (pid %d) answered on 127.0.0.1:%d and lists kernel %q; stopping it\n", srv.cmd.Process.Pid, p, kernelName)
		return nil
	}
	fmt.Fprintf(out, "\nlab: Jupyter Notebook (pid %d) serves %s on loopback only:\n\n    %s\n\n", srv.cmd.Process.Pid, rel(e, e.Notebooks), srv.url())
	fmt.Fprintf(out, "lab: from another machine, tunnel first: ssh -L %d:127.0.0.1:%d HOST\n", p, p)
	fmt.Fprintln(out, "lab: Ctrl-C stops the server")
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	select {
	case <-sig:
		fmt.Fprintln(out, "lab: stopping")
		srv.stop()
		return nil
	case <-srv.done:
		return fmt.Errorf("lab: Jupyter exited: %v", srv.waitErr)
	}
}

type labServer struct {
	cmd     *exec.Cmd
	port    int
	token   string
	log     *os.File
	done    chan struct{} // closed when the server exited
	waitErr error         // its exit status, once done is closed
}

func (s *labServer) url() string {
	return fmt.Sprintf("%s/tree?token=%s", s.base(), s.token)
}

// base is the server's address.
func (s *labServer) base() string { return fmt.Sprintf("http://127.0.0.1:%d", s.port) }

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// startLab starts Jupyter Notebook on 127.0.0.1:port with a random token and
// waits until it answers.
func startLab(e Env, port int, out io.Writer) (*labServer, error) {
	var tok [24]byte
	if _, err := rand.Read(tok[:]); err != nil {
		return nil, err
	}
	s := &labServer{port: port, token: hex.EncodeToString(tok[:])}
	args := []string{"notebook", "--no-browser", "--ip=127.0.0.1", fmt.Sprintf("--port=%d", port),
		"--port-retries=0", "--notebook-dir=" + e.Notebooks, "--NotebookApp.token=" + s.token}
	if os.Geteuid() == 0 {
		args = append(args, "--allow-root")
	}
	if err := os.MkdirAll(e.Notebooks, 0o755); err != nil {
		return nil, err
	}
	log, err := os.CreateTemp("", "decomplab-lab-*.log")
	if err != nil {
		return nil, err
	}
	s.log = log
	s.cmd = exec.Command("jupyter", args...)
	s.cmd.Env = e.jupyterEnv()
	s.cmd.Dir = e.Notebooks
	s.cmd.Stdout, s.cmd.Stderr = log, log
	st := startStep(out, "lab: starting Jupyter Notebook on 127.0.0.1:%d ...", port)
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting jupyter notebook: %v (run `go run ./kernel check`)", err)
	}
	s.done = make(chan struct{})
	go func() { s.waitErr = s.cmd.Wait(); close(s.done) }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		if _, err := s.get("/api/status"); err == nil {
			break
		}
		if time.Now().After(deadline) || s.exited() {
			s.stop()
			b, _ := os.ReadFile(log.Name())
			return nil, fmt.Errorf("jupyter notebook did not answer on 127.0.0.1:%d:\n%s", port, tail(string(b), 20))
		}
		time.Sleep(300 * time.Millisecond)
	}
	st.done("answering (log %s)", log.Name())
	return s, nil
}

func (s *labServer) exited() bool {
	select {
	case <-s.done:
		return true
	default:
		return false
	}
}

// get fetches a path of the server with the token.
func (s *labServer) get(path string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("http://127.0.0.1:%d%s", s.port, path), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "token "+s.token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return b, fmt.Errorf("GET %s: %s", path, resp.Status)
	}
	return b, nil
}

// smokeTest checks that the server lists the checkout's kernel, refuses
// requests without the token, and lists the notebooks.
func (s *labServer) smokeTest() error {
	b, err := s.get("/api/kernelspecs")
	if err != nil {
		return err
	}
	var specs struct {
		Kernelspecs map[string]struct {
			Resources map[string]string `json:"resources"`
		} `json:"kernelspecs"`
	}
	if err := json.Unmarshal(b, &specs); err != nil {
		return fmt.Errorf("kernel specs: %v", err)
	}
	if _, ok := specs.Kernelspecs[kernelName]; !ok {
		return fmt.Errorf("the server does not list kernel %q (it lists %s)", kernelName, strings.Join(keys(specs.Kernelspecs), ", "))
	}
	if _, err := s.get("/api/contents"); err != nil {
		return err
	}
	resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d/api/contents", s.port))
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode == http.StatusOK {
		return fmt.Errorf("the server answers without the token")
	}
	return nil
}

func keys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// stop ends the server by its PID: SIGTERM (Jupyter shuts its kernels down
// and exits), then SIGKILL if it is still there after 10 s.
func (s *labServer) stop() {
	defer os.Remove(s.log.Name())
	if s.exited() {
		return
	}
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.done:
	case <-time.After(10 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.done
	}
}
