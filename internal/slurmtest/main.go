// Command slurmtest checks `decomp study --slurm` on a real Slurm: it
// installs Debian's slurmctld, slurmd, slurm-client and munge if they are
// missing (apt-get; it must run as root), starts a single-node cluster on
// this machine (a generated slurm.conf naming this host, state, spool and
// logs in a temporary folder, munged with a generated key, no systemd:
// proctrack/linuxproc and task/none, so no cgroups), submits quick studies
// as 4-task job arrays, waits for them, merges each and compares the rows
// with one run on this machine (answers and node counts; times aside). It
// then removes a shard's result, checks that merge names it with the
// commands that rerun it, reruns it once with the printed command and once
// with sbatch --array, and merges again; and it runs a study in which one
// task fails (an unreadable position), which merge names with its error
// and log, mends the file and reruns that task with sbatch --array. Every daemon it started is
// stopped by its process id; on a failure the daemons' logs are printed.
//
// Run it from the module root: go run ./internal/slurmtest (make test-slurm).
package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/decomplab/decomplab/lib/study"
)

// studies are the studies submitted, with parameters that keep them quick.
var studies = [][]string{
	{"bgf"},
	{"safety-regions"},
	{"endgame-subsets", "--max-nodes", "3000"},
	{"oneeye", "--max-nodes", "2000"},
}

const shards = 4

func main() {
	keep := flag.Bool("keep", false, "keep the temporary folder (daemons are stopped all the same)")
	timeout := flag.Duration("timeout", 15*time.Minute, "give up after this long")
	flag.Parse()
	ctx, cancel := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer cancel()
	ctx, cancelTimeout := context.WithTimeout(ctx, *timeout)
	defer cancelTimeout()
	start := time.Now()
	// Processes that slurmd detaches (slurmstepd) become this program's
	// children when their parent exits, so that stop can end and reap them.
	if err := setSubreaper(); err != nil {
		fmt.Fprintf(os.Stderr, "slurmtest: cannot adopt orphaned job steps: %v\n", err)
	}
	c := &cluster{}
	err := c.run(ctx)
	c.stop()
	if err != nil {
		c.printLogs()
	}
	if !*keep && c.dir != "" {
		os.RemoveAll(c.dir)
	} else if c.dir != "" {
		fmt.Printf("slurmtest: kept %s\n", c.dir)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "slurmtest: FAIL after %s: %v\n", time.Since(start).Round(time.Second), err)
		os.Exit(1)
	}
	fmt.Printf("slurmtest: ok in %s\n", time.Since(start).Round(time.Second))
}

// cluster is the single-node Slurm cluster and what it needs.
type cluster struct {
	dir     string // the temporary folder
	decomp  string // the program under test
	conf    string // slurm.conf
	env     []string
	daemons []*daemon
}

// daemon is a process this program started.
type daemon struct {
	name string
	cmd  *exec.Cmd
	log  string // its log file
	done chan struct{}
}

func (c *cluster) run(ctx context.Context) error {
	if os.Geteuid() != 0 {
		return errors.New("run as root: it installs Debian packages and runs slurmd, which starts jobs as their users")
	}
	if err := install(ctx); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "decomp-slurm-")
	if err != nil {
		return err
	}
	c.dir = dir
	// munged wants its socket's folder open to all, its key private.
	if err := os.Chmod(dir, 0o755); err != nil {
		return err
	}
	for _, sub := range []string{"bin", "munge", "state", "spool", "log", "runs"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return err
		}
	}
	c.decomp = filepath.Join(dir, "bin", "decomp")
	step("building decomp")
	if out, err := command(ctx, 5*time.Minute, nil, "go", "build", "-o", c.decomp, "./cmd/decomp"); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, out)
	}
	if err := c.startMunge(ctx); err != nil {
		return err
	}
	if err := c.startSlurm(ctx); err != nil {
		return err
	}
	return c.check(ctx)
}

// install installs the Debian packages whose programs are missing.
func install(ctx context.Context) error {
	var missing []string
	for pkg, prog := range map[string]string{"slurmctld": "slurmctld", "slurmd": "slurmd", "slurm-client": "sbatch", "munge": "munged"} {
		if program(prog) == "" {
			missing = append(missing, pkg)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	step("installing " + strings.Join(missing, ", ") + " (apt-get)")
	// The packages would start the system's munged, slurmctld and slurmd
	// (the last two fail without /etc/slurm/slurm.conf, which can fail the
	// install): a policy-rc.d that denies every start keeps them stopped.
	const policy = "/usr/sbin/policy-rc.d"
	if _, err := os.Stat(policy); errors.Is(err, os.ErrNotExist) {
		if err := os.WriteFile(policy, []byte("#!/bin/sh\n# written by decomplab's slurmtest during apt-get install\nexit 101\n"), 0o755); err != nil {
			return err
		}
		defer os.Remove(policy)
	}
	env := []string{"DEBIAN_FRONTEND=noninteractive"}
	if out, err := command(ctx, 5*time.Minute, env, "apt-get", "update", "-qq"); err != nil {
		return fmt.Errorf("apt-get update: %v\n%s", err, out)
	}
	args := append([]string{"install", "-y", "-qq", "--no-install-recommends"}, missing...)
	if out, err := command(ctx, 10*time.Minute, env, "apt-get", args...); err != nil {
		return fmt.Errorf("apt-get install: %v\n%s", err, out)
	}
	for _, prog := range []string{"slurmctld", "slurmd", "sbatch", "munged"} {
		if program(prog) == "" {
			return fmt.Errorf("%s is not installed after apt-get install", prog)
		}
	}
	return nil
}

// program returns the path of a program on the PATH or in /usr/sbin
// (where Debian puts the daemons), or "".
func program(name string) string {
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	for _, d := range []string{"/usr/sbin", "/sbin", "/usr/bin"} {
		if st, err := os.Stat(filepath.Join(d, name)); err == nil && !st.IsDir() {
			return filepath.Join(d, name)
		}
	}
	return ""
}

// startMunge starts munged with a new key and waits until it answers.
func (c *cluster) startMunge(ctx context.Context) error {
	step("starting munged")
	mdir := filepath.Join(c.dir, "munge")
	key := filepath.Join(mdir, "munge.key")
	buf := make([]byte, 1024)
	if _, err := rand.Read(buf); err != nil {
		return err
	}
	if err := os.WriteFile(key, buf, 0o400); err != nil {
		return err
	}
	socket := filepath.Join(mdir, "munge.socket")
	log := filepath.Join(mdir, "munged.log")
	if err := c.start("munged", log, program("munged"), "--foreground", "--force",
		"--socket="+socket, "--key-file="+key, "--log-file="+log,
		"--pid-file="+filepath.Join(mdir, "munged.pid"), "--seed-file="+filepath.Join(mdir, "munged.seed")); err != nil {
		return err
	}
	return c.waitFor(ctx, "munged to answer", 30*time.Second, func() bool {
		cred, err := exec.CommandContext(ctx, program("munge"), "-n", "-S", socket).Output()
		if err != nil {
			return false
		}
		un := exec.CommandContext(ctx, program("unmunge"), "-S", socket)
		un.Stdin = bytes.NewReader(cred)
		return un.Run() == nil
	})
}

// startSlurm writes slurm.conf and starts slurmctld and slurmd.
func (c *cluster) startSlurm(ctx context.Context) error {
	host, err := os.Hostname()
	if err != nil {
		return err
	}
	host, _, _ = strings.Cut(host, ".")
	ports, err := freePorts(2)
	if err != nil {
		return err
	}
	d := c.dir
	conf := fmt.Sprintf(`# a single-node cluster for decomplab's Slurm test
ClusterName=decomplab
SlurmctldHost=%[1]s(127.0.0.1)
SlurmctldPort=%[2]d
SlurmdPort=%[3]d
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=%[4]s/munge/munge.socket
StateSaveLocation=%[4]s/state
SlurmdSpoolDir=%[4]s/spool
SlurmctldPidFile=%[4]s/slurmctld.pid
SlurmdPidFile=%[4]s/slurmd.pid
SlurmctldLogFile=%[4]s/log/slurmctld.log
SlurmdLogFile=%[4]s/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
SwitchType=switch/none
ReturnToService=2
SlurmdTimeout=60
NodeName=%[1]s NodeAddr=127.0.0.1 CPUs=%[5]d State=UNKNOWN
PartitionName=debug Nodes=%[1]s Default=YES MaxTime=INFINITE State=UP
`, host, ports[0], ports[1], d, runtime.NumCPU())
	c.conf = filepath.Join(d, "slurm.conf")
	if err := os.WriteFile(c.conf, []byte(conf), 0o644); err != nil {
		return err
	}
	c.env = []string{"SLURM_CONF=" + c.conf}
	step(fmt.Sprintf("starting slurmctld and slurmd (node %s, ports %d and %d)", host, ports[0], ports[1]))
	if err := c.start("slurmctld", filepath.Join(d, "log", "slurmctld.log"), program("slurmctld"), "-D", "-f", c.conf); err != nil {
		return err
	}
	if err := c.start("slurmd", filepath.Join(d, "log", "slurmd.log"), program("slurmd"), "-D", "-f", c.conf, "-N", host); err != nil {
		return err
	}
	return c.waitFor(ctx, "the node to be idle", 60*time.Second, func() bool {
		out, err := command(ctx, 10*time.Second, c.env, "sinfo", "-h", "-o", "%T")
		return err == nil && strings.TrimSpace(string(out)) == "idle"
	})
}

// freePorts returns n TCP ports that nothing listens on now.
func freePorts(n int) ([]int, error) {
	var ports []int
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			l.Close()
		}
	}()
	for range n {
		l, err := net.Listen("tcp", ":0")
		if err != nil {
			return nil, err
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

// start starts a daemon in the foreground of its own process group,
// its output going to the console log beside log.
func (c *cluster) start(name, log, path string, args ...string) error {
	if path == "" {
		return fmt.Errorf("%s is not installed", name)
	}
	out, err := os.Create(log + ".console")
	if err != nil {
		return err
	}
	cmd := exec.Command(path, args...)
	cmd.Stdout, cmd.Stderr = out, out
	cmd.Env = append(os.Environ(), c.env...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		out.Close()
		return fmt.Errorf("starting %s: %w", name, err)
	}
	d := &daemon{name: name, cmd: cmd, log: log, done: make(chan struct{})}
	go func() {
		cmd.Wait()
		out.Close()
		close(d.done)
	}()
	c.daemons = append(c.daemons, d)
	return nil
}

// waitFor polls ok until it holds, a daemon exits or the time is up.
func (c *cluster) waitFor(ctx context.Context, what string, limit time.Duration, ok func() bool) error {
	deadline := time.Now().Add(limit)
	for {
		if ok() {
			return nil
		}
		for _, d := range c.daemons {
			select {
			case <-d.done:
				return fmt.Errorf("waiting for %s: %s exited (%v)", what, d.name, d.cmd.ProcessState)
			default:
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("waited %s for %s", limit, what)
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for %s: %w", what, ctx.Err())
		case <-time.After(300 * time.Millisecond):
		}
	}
}

// stop ends every daemon this program started, by its process id: SIGTERM,
// then SIGKILL after ten seconds.
func (c *cluster) stop() {
	for i := len(c.daemons) - 1; i >= 0; i-- {
		d := c.daemons[i]
		select {
		case <-d.done:
			continue
		default:
		}
		d.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-d.done:
		case <-time.After(10 * time.Second):
			fmt.Fprintf(os.Stderr, "slurmtest: %s (pid %d) ignored SIGTERM; killing it\n", d.name, d.cmd.Process.Pid)
			d.cmd.Process.Kill()
			<-d.done
		}
	}
	if len(c.daemons) > 0 {
		step(fmt.Sprintf("stopped %d daemons", len(c.daemons)))
	}
	if n := stopAdopted(); n > 0 {
		step(fmt.Sprintf("stopped %d job-step processes left by slurmd", n))
	}
}

// setSubreaper makes this process the reaper of its orphaned descendants.
func setSubreaper() error {
	const prSetChildSubreaper = 36
	if _, _, errno := syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0); errno != 0 {
		return errno
	}
	return nil
}

// stopAdopted ends the processes this program adopted (its children other
// than the daemons, which have exited), by process id, and reaps them.
func stopAdopted() int {
	kids := children()
	for _, pid := range kids {
		syscall.Kill(pid, syscall.SIGTERM)
	}
	deadline := time.Now().Add(5 * time.Second)
	for len(children()) > 0 && time.Now().Before(deadline) {
		reap()
		time.Sleep(100 * time.Millisecond)
	}
	for _, pid := range children() {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	time.Sleep(100 * time.Millisecond)
	reap()
	return len(kids)
}

// children lists the living child processes of this process.
func children() []int {
	me := os.Getpid()
	var pids []int
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		var pid int
		if _, err := fmt.Sscan(e.Name(), &pid); err != nil {
			continue
		}
		data, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so read after ')'.
		i := bytes.LastIndexByte(data, ')')
		var state string
		var ppid int
		if i < 0 {
			continue
		}
		if _, err := fmt.Sscan(string(data[i+1:]), &state, &ppid); err == nil && ppid == me && state != "Z" {
			pids = append(pids, pid)
		}
	}
	return pids
}

// reap collects the exit status of every child that has exited.
func reap() {
	for {
		var ws syscall.WaitStatus
		pid, err := syscall.Wait4(-1, &ws, syscall.WNOHANG, nil)
		if pid <= 0 || err != nil {
			return
		}
	}
}

// printLogs prints the end of every daemon's log and every task's log.
func (c *cluster) printLogs() {
	var logs []string
	for _, d := range c.daemons {
		logs = append(logs, d.log, d.log+".console")
	}
	tasks, _ := filepath.Glob(filepath.Join(c.dir, "runs", "*", "logs", "*.log"))
	for _, f := range append(logs, tasks...) {
		data, err := os.ReadFile(f)
		if err != nil || len(data) == 0 {
			continue
		}
		if len(data) > 6000 {
			data = data[len(data)-6000:]
		}
		fmt.Fprintf(os.Stderr, "----- %s -----\n%s\n", f, data)
	}
}

// check submits the studies, merges them and compares with one run each,
// then removes and reruns shards.
func (c *cluster) check(ctx context.Context) error {
	type submitted struct {
		name, dir, job string
		args           []string
		want           []map[string]any
	}
	var runs []submitted
	for _, s := range studies {
		name, params := s[0], s[1:]
		step("one run of " + strings.Join(s, " "))
		out, err := c.decompOut(ctx, append(append([]string{"study", "--quiet", "--json", "--recompute", "--results", c.results()}, params...), name)...)
		if err != nil {
			return err
		}
		want, err := untimed(out)
		if err != nil {
			return err
		}
		dir := filepath.Join(c.dir, "runs", name)
		args := append(append([]string{"study"}, params...), name, "--slurm", dir, "--array-size", fmt.Sprint(shards), "--cpus-per-task", "1", "--time", "10:00", "--submit")
		out, err = c.decompOut(ctx, args...)
		if err != nil {
			return err
		}
		m := regexp.MustCompile(`submitted job (\d+)`).FindSubmatch(out)
		if m == nil {
			return fmt.Errorf("decomp %s printed no job id:\n%s", strings.Join(args, " "), out)
		}
		step(fmt.Sprintf("submitted %s as job %s (%d tasks)", name, m[1], shards))
		runs = append(runs, submitted{name, dir, string(m[1]), params, want})
	}
	for _, r := range runs {
		if err := c.waitJob(ctx, r.job); err != nil {
			return err
		}
	}
	for _, r := range runs {
		if err := c.compare(ctx, r.name, r.dir, r.want); err != nil {
			return err
		}
	}
	// A missing shard, rerun with the command merge prints.
	r := runs[1]
	if err := c.rerun(ctx, r.dir, 2, "rerun it: ", r.want, r.name); err != nil {
		return err
	}
	// Another, rerun on the cluster with sbatch --array.
	r = runs[0]
	if err := c.rerun(ctx, r.dir, 3, "or on the cluster: ", r.want, r.name); err != nil {
		return err
	}
	// A task that fails.
	return c.failAndRerun(ctx)
}

// rerun removes shard i's result, checks that merge names it with a
// command after prefix, runs that command (and waits for a Slurm job it
// submits), and compares the merge.
func (c *cluster) rerun(ctx context.Context, dir string, i int, prefix string, want []map[string]any, name string) error {
	shard := study.Shard{Index: i, Count: shards}
	if err := os.Remove(filepath.Join(dir, study.ShardFile(shard))); err != nil {
		return err
	}
	return c.mergeNamesAndRerun(ctx, name, dir, []string{fmt.Sprintf("shard %s: no result", shard)}, prefix, want)
}

// failAndRerun submits safety-regions on a copy of data/safety with one
// unreadable position, so that one task fails; merge must name that shard,
// its error and its log, and after the file is mended the shard rerun with
// sbatch --array completes the merge.
func (c *cluster) failAndRerun(ctx context.Context) error {
	const name, bad = "safety-regions", "built-fig7-outside-liberty-w.sgf" // a file of the Table 1 set, which safety-regions reads
	data := filepath.Join(c.dir, "data")
	files, err := filepath.Glob(filepath.Join("data", "safety", "*.sgf"))
	if err != nil || len(files) == 0 {
		return fmt.Errorf("data/safety: %v (run from the module root)", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err == nil {
			err = os.MkdirAll(filepath.Join(data, "safety"), 0o755)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(data, "safety", filepath.Base(f)), b, 0o644)
		}
		if err != nil {
			return err
		}
	}
	out, err := c.decompOut(ctx, "study", "--quiet", "--json", "--recompute", "--results", c.results(), "--data", data, name)
	if err != nil {
		return err
	}
	want, err := untimed(out)
	if err != nil {
		return err
	}
	file := filepath.Join(data, "safety", bad)
	good, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if err := os.WriteFile(file, []byte("(;SZ[19]AB[zz])"), 0o644); err != nil {
		return err
	}
	dir := filepath.Join(c.dir, "runs", "failing")
	out, err = c.decompOut(ctx, "study", "--data", data, name, "--slurm", dir, "--array-size", fmt.Sprint(shards), "--submit")
	if err != nil {
		return err
	}
	m := regexp.MustCompile(`submitted job (\d+)`).FindSubmatch(out)
	if m == nil {
		return fmt.Errorf("no job id in %s", out)
	}
	step(fmt.Sprintf("submitted %s with %s unreadable as job %s", name, bad, m[1]))
	if err := c.waitJob(ctx, string(m[1])); err != nil {
		return err
	}
	if err := os.WriteFile(file, good, 0o644); err != nil {
		return err
	}
	return c.mergeNamesAndRerun(ctx, name, dir, []string{"failed: ", bad, "its log: "}, "or on the cluster: ", want)
}

// mergeNamesAndRerun checks that merge of dir fails saying each of expect,
// runs the command it prints after prefix (and waits for a Slurm job it
// submits), and compares the merge with want.
func (c *cluster) mergeNamesAndRerun(ctx context.Context, name, dir string, expect []string, prefix string, want []map[string]any) error {
	out, err := command(ctx, time.Minute, c.env, c.decomp, "study", "merge", "--results", c.results(), dir)
	if err == nil {
		return fmt.Errorf("merge of %s with a shard missing succeeded", name)
	}
	msg := string(out)
	for _, e := range expect {
		if !strings.Contains(msg, e) {
			return fmt.Errorf("merge of %s does not say %q:\n%s", name, e, msg)
		}
	}
	var cmdline string
	for _, line := range strings.Split(msg, "\n") {
		if _, after, ok := strings.Cut(line, prefix); ok {
			cmdline = after
		}
	}
	if cmdline == "" {
		return fmt.Errorf("merge of %s names no command after %q:\n%s", name, prefix, msg)
	}
	step(fmt.Sprintf("%s: merge says %q; running %s", name, expect, cmdline))
	if strings.HasPrefix(cmdline, "sbatch ") {
		cmdline = strings.Replace(cmdline, "sbatch ", "sbatch --parsable ", 1)
	}
	out, err = command(ctx, 5*time.Minute, c.env, "bash", "-c", cmdline)
	if err != nil {
		return fmt.Errorf("%s: %v\n%s", cmdline, err, out)
	}
	if strings.HasPrefix(cmdline, "sbatch ") {
		job, _, _ := strings.Cut(strings.TrimSpace(string(out)), ";")
		if err := c.waitJob(ctx, job); err != nil {
			return err
		}
	}
	return c.compare(ctx, name, dir, want)
}

// waitJob waits until Slurm no longer lists the job.
func (c *cluster) waitJob(ctx context.Context, job string) error {
	start := time.Now()
	err := c.waitFor(ctx, "job "+job, 5*time.Minute, func() bool {
		out, err := command(ctx, 10*time.Second, c.env, "squeue", "-h", "-j", job)
		return err == nil && strings.TrimSpace(string(out)) == ""
	})
	if err == nil {
		step(fmt.Sprintf("job %s finished after %s", job, time.Since(start).Round(100*time.Millisecond)))
	}
	return err
}

// compare merges dir and compares its rows with want.
func (c *cluster) compare(ctx context.Context, name, dir string, want []map[string]any) error {
	out, err := c.decompOut(ctx, "study", "merge", "--json", "--results", c.results(), dir)
	if err != nil {
		return err
	}
	got, err := untimed(out)
	if err != nil {
		return err
	}
	if len(got) != len(want) {
		return fmt.Errorf("%s: the merged run has %d rows, one run %d", name, len(got), len(want))
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			return fmt.Errorf("%s: row %d differs:\nmerged:  %v\none run: %v", name, i+1, got[i], want[i])
		}
	}
	step(fmt.Sprintf("%s: the merge of %d shards equals one run (%d rows; times aside)", name, shards, len(got)))
	return nil
}

// results is the folder of the runs' cached rows.
func (c *cluster) results() string { return filepath.Join(c.dir, "results") }

// decompOut runs decomp and returns its standard output.
func (c *cluster) decompOut(ctx context.Context, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, c.decomp, args...)
	cmd.Env = append(os.Environ(), c.env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("decomp %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return out, nil
}

// command runs a program with a time limit and extra environment and
// returns its combined output.
func command(ctx context.Context, limit time.Duration, env []string, name string, args ...string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	path := program(name)
	if path == "" {
		path = name
	}
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.WaitDelay = 5 * time.Second
	return cmd.CombinedOutput()
}

// untimed reads JSON rows and drops the columns that measure time.
func untimed(out []byte) ([]map[string]any, error) {
	var rows []map[string]any
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var r map[string]any
		if err := dec.Decode(&r); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		for k := range r {
			if study.IsTimeColumn(k) {
				delete(r, k)
			}
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, errors.New("no rows")
	}
	return rows, nil
}

func step(msg string) {
	fmt.Printf("%s slurmtest: %s\n", time.Now().Format("15:04:05"), msg)
}
