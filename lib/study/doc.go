// Package study is the experiment harness every solver plugs into.
//
// A study runs one function over a list of problems with a budget, on N
// workers (default: all cores), and returns one result row per problem in
// the problems' order, whatever order the workers finish in. Rows are plain
// structs; WriteCSV, WriteJSON and TableOf turn any slice of them into a
// CSV file, JSON lines or a Table for notebooks, using the fields' `csv` (or
// `json`) tags as column names.
//
// Progress has one interface, Meter (Begin, Advance, End), which Run
// drives from its workers: Progress is the bar on a terminal (stderr, for
// decomp study), kernel/nb's Progress the live bar in a notebook cell
// (Options.Meter).
//
// Each problem is solved independently with its own solver state, so node
// counts are deterministic and do not depend on the number of workers.
//
// A study too large for one machine runs in shards (decomp study --shard,
// --slurm for a Slurm job array). Assign splits the problems of a Run into
// n shards by expected cost (Options.Cost; longest first to the least
// loaded shard, round-robin without costs), depending on nothing but the
// problems and n. Under a Sharding in Options, Run and RunRows solve only
// one shard's problems and keep their rows as JSON (SolveShard), or give
// back every shard's rows so that the study totals them as on one machine
// (ReadShards, Merged.Replay): node counts and answers of a merged run are
// those of one run; only times differ (IsTimeColumn). Each shard's file
// carries a Manifest (study, shards, code version, parameters) that
// ReadShards checks across the folder; it names each missing or failed
// shard in an *IncompleteError.
package study
