package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/decomplab/decomplab/internal/atomicfile"
	"github.com/decomplab/decomplab/lib/study"
)

// slurmScriptName is the job-array script that --slurm writes.
const slurmScriptName = "study.sbatch"

// studyCode returns the version of the code that computes a study's rows,
// kept with sharded results and checked when they are merged: the results
// cache's code version (study.CodeVersion), so that merged rows go into
// the cache under the key a run on one machine would have.
func studyCode() (string, error) {
	code := study.CodeVersion("")
	if code == "" {
		return "", fmt.Errorf("no code version: not in a git checkout, and the program cannot be read")
	}
	return code, nil
}

// writeSlurm writes the job-array script of a sharded run of def into the
// --slurm folder, with a copy of this program and the run's manifest, and
// with --submit submits it.
func writeSlurm(ctx context.Context, def *studyDef, sf *studyFlags, stdout io.Writer) error {
	n := *sf.arraySize
	switch {
	case n < 1:
		return usageError("--array-size %d: want at least 1 task", n)
	case *sf.cpus < 0:
		return usageError("--cpus-per-task %d is negative (0: Slurm's default)", *sf.cpus)
	}
	for _, o := range []struct{ flag, value string }{{"partition", *sf.partition}, {"time", *sf.slurmDur}} {
		if strings.ContainsAny(o.value, " \t\r\n'\"\\$`#") {
			return usageError("--%s %q: a Slurm %s has no spaces, quotes or shell characters", o.flag, o.value, o.flag)
		}
	}
	dir, err := filepath.Abs(*sf.slurm)
	if err != nil {
		return err
	}
	if strings.ContainsAny(dir, " \t\r\n'\"\\$`#%") {
		return usageError("--slurm %q: the folder's path goes into #SBATCH lines and may not hold spaces, quotes or %%", dir)
	}
	m, err := manifest(def, sf, n)
	if err != nil {
		return err
	}
	if err := study.CheckFolder(dir, m); err != nil {
		return err
	}
	exe := filepath.Join(dir, "decomp")
	if err := copyExecutable(m.Executable, exe); err != nil {
		return err
	}
	m.Executable = exe
	if err := study.WriteManifest(dir, m); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(dir, "logs"), 0o755); err != nil {
		return err
	}
	script := filepath.Join(dir, slurmScriptName)
	if err := os.WriteFile(script, []byte(slurmScript(m, dir, *sf.partition, *sf.slurmDur, *sf.cpus)), 0o755); err != nil {
		return err
	}
	merge := shellQuote(exe) + " study merge " + shellQuote(dir)
	fmt.Fprintf(stdout, "wrote %s: study %s as a job array of %d tasks, task i solving shard i/%d\n", script, def.name, n, n)
	if !*sf.submit {
		fmt.Fprintf(stdout, "submit it: sbatch %s\nthen merge: %s\n", shellQuote(script), merge)
		return nil
	}
	cmd := exec.CommandContext(ctx, "sbatch", "--parsable", script)
	cmd.Dir = m.Workdir
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = strings.TrimSpace(string(ee.Stderr))
		}
		return fmt.Errorf("sbatch %s: %v %s", script, err, msg)
	}
	job, _, _ := strings.Cut(strings.TrimSpace(string(out)), ";")
	if _, err := strconv.Atoi(job); err != nil {
		return fmt.Errorf("sbatch %s printed %q, not a job id", script, out)
	}
	fmt.Fprintf(stdout, "submitted job %s\nwhen it has finished (squeue -j %s shows nothing): %s\n", job, job, merge)
	return nil
}

// slurmScript is the sbatch script of the run m in dir: array task i runs
// shard i/n with the program copied into dir, from the folder the run was
// started in (relative --data and --shared stay valid).
func slurmScript(m study.Manifest, dir, partition, limit string, cpus int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "#!/bin/bash\n")
	fmt.Fprintf(&b, "# decomp study %s as a Slurm job array: task i solves shard i/%d and writes\n", m.Study, m.Shards)
	fmt.Fprintf(&b, "# %s/shard-i-of-%d.json. Rerun task i alone: sbatch --array=i %s\n", dir, m.Shards, filepath.Join(dir, slurmScriptName))
	fmt.Fprintf(&b, "# When every task has finished: %s study merge %s\n", m.Executable, dir)
	fmt.Fprintf(&b, "#SBATCH --job-name=decomp-%s\n", m.Study)
	fmt.Fprintf(&b, "#SBATCH --array=1-%d\n", m.Shards)
	fmt.Fprintf(&b, "#SBATCH --output=%s/logs/shard-%%a.log\n", dir)
	if partition != "" {
		fmt.Fprintf(&b, "#SBATCH --partition=%s\n", partition)
	}
	if limit != "" {
		fmt.Fprintf(&b, "#SBATCH --time=%s\n", limit)
	}
	runArgs := []string{"--quiet"}
	if cpus > 0 {
		fmt.Fprintf(&b, "#SBATCH --cpus-per-task=%d\n", cpus)
		runArgs = append(runArgs, fmt.Sprintf("--workers=%d", cpus))
	}
	fmt.Fprintf(&b, "set -eu\n")
	fmt.Fprintf(&b, "cd %s\n", shellQuote(m.Workdir))
	fmt.Fprintf(&b, "exec %s\n", shardCommand(m, dir, fmt.Sprintf(`"${SLURM_ARRAY_TASK_ID}/%d"`, m.Shards), runArgs...))
	return b.String()
}

// copyExecutable copies the program to dst (through a temporary file, so
// that a task running an earlier copy is not disturbed), unless it is dst.
func copyExecutable(src, dst string) error {
	if a, err := filepath.EvalSymlinks(src); err == nil {
		if b, err := filepath.EvalSymlinks(dst); err == nil && a == b {
			return nil
		}
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	return atomicfile.Write(dst, in, 0o755)
}
