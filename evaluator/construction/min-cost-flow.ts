/**
 * Min-cost max-flow by successive shortest paths, with costs that are vectors compared
 * lexicographically: `[d(t), rank(t)]` minimises the paper's cost first and breaks the remaining
 * ties by test id, exactly and without scaling one number into the other (which could overflow
 * for suites of 13k tests). Shortest paths are found with Bellman-Ford in its queue form (SPFA)
 * because residual edges carry negative costs; nodes and edges are visited in insertion order, so
 * the result depends only on the input.
 *
 * Written here rather than taken from npm: no maintained JavaScript package offers min-cost flow,
 * let alone with lexicographic costs, and the whole algorithm is the sixty lines below.
 */

export type Cost = readonly number[];

interface Edge {
  to: number;
  capacity: number;
  cost: Cost;
  /** Index of the reverse edge in `edges`. */
  reverse: number;
}

export class FlowNetwork {
  readonly edges: Edge[] = [];
  private readonly adjacency: number[][] = [];

  /** @param costLength the number of components of every cost vector */
  constructor(private readonly costLength: number) {}

  addNode(): number {
    this.adjacency.push([]);
    return this.adjacency.length - 1;
  }

  /** Adds an edge and returns its index, whose `capacity` afterwards is what is left of it. */
  addEdge(from: number, to: number, capacity: number, cost: Cost): number {
    if (cost.length !== this.costLength)
      throw new Error(`cost vector must have ${this.costLength} components`);
    const index = this.edges.length;
    this.edges.push({ to, capacity, cost, reverse: index + 1 });
    this.edges.push({ to: from, capacity: 0, cost: cost.map((c) => -c), reverse: index });
    this.adjacency[from]!.push(index);
    this.adjacency[to]!.push(index + 1);
    return index;
  }

  /** Pushes as much flow as possible from `source` to `sink` at the least lexicographic cost. */
  minCostMaxFlow(source: number, sink: number): { flow: number; cost: number[] } {
    let flow = 0;
    const total = new Array<number>(this.costLength).fill(0);
    for (;;) {
      const path = this.shortestPath(source, sink);
      if (path === null) return { flow, cost: total };
      let push = Infinity;
      for (const e of path) push = Math.min(push, this.edges[e]!.capacity);
      for (const e of path) {
        const edge = this.edges[e]!;
        edge.capacity -= push;
        this.edges[edge.reverse]!.capacity += push;
        edge.cost.forEach((c, i) => (total[i]! += c * push));
      }
      flow += push;
    }
  }

  /** Edge indices of a cheapest residual path, or null when the sink is unreachable. */
  private shortestPath(source: number, sink: number): number[] | null {
    const n = this.adjacency.length;
    const distance: Array<number[] | null> = new Array<number[] | null>(n).fill(null);
    const via = new Array<number>(n).fill(-1);
    const queued = new Array<boolean>(n).fill(false);
    distance[source] = new Array<number>(this.costLength).fill(0);
    const queue = [source];
    queued[source] = true;
    // No negative cycles can arise: successive shortest paths keeps the residual graph free of them.
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!;
      queued[node] = false;
      for (const e of this.adjacency[node]!) {
        const edge = this.edges[e]!;
        if (edge.capacity <= 0) continue;
        const candidate = distance[node]!.map((d, i) => d + edge.cost[i]!);
        const current = distance[edge.to] ?? null;
        if (current === null || compare(candidate, current) < 0) {
          distance[edge.to] = candidate;
          via[edge.to] = e;
          if (!queued[edge.to]) {
            queued[edge.to] = true;
            queue.push(edge.to);
          }
        }
      }
    }
    if (distance[sink] === null) return null;
    const path: number[] = [];
    for (let node = sink; node !== source; node = this.edges[this.edges[via[node]!]!.reverse]!.to)
      path.push(via[node]!);
    return path.reverse();
  }
}

/** Lexicographic comparison of two cost vectors of equal length. */
export function compare(a: Cost, b: Cost): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
