/**
 * Min-cost max-flow by successive shortest paths, with a cost that is a pair compared
 * lexicographically: `[d(t), rank(t)]` minimises the paper's cost first and breaks the remaining
 * ties by test id, exactly and without scaling one number into the other (which could overflow
 * for suites of 13k tests). Shortest paths are found with Bellman-Ford in its queue form (SPFA)
 * because residual edges carry negative costs; nodes and edges are visited in insertion order, so
 * the result depends only on the input.
 *
 * Written here rather than taken from npm: no maintained JavaScript package offers min-cost flow,
 * let alone with lexicographic costs, and the whole algorithm is the eighty lines below. Edges
 * live in flat typed arrays because a full-scale instance (50 sections, 13k tests) needs
 * hundreds of passes over tens of thousands of edges.
 */

export type Cost = readonly [primary: number, secondary: number];

export class FlowNetwork {
  private readonly to: number[] = [];
  private readonly capacity: number[] = [];
  private readonly cost0: number[] = [];
  private readonly cost1: number[] = [];
  private readonly adjacency: number[][] = [];

  addNode(): number {
    this.adjacency.push([]);
    return this.adjacency.length - 1;
  }

  /** Adds an edge and its residual twin (index + 1); returns the edge's index. */
  addEdge(from: number, to: number, capacity: number, [c0, c1]: Cost): number {
    const index = this.to.length;
    this.to.push(to, from);
    this.capacity.push(capacity, 0);
    this.cost0.push(c0, -c0);
    this.cost1.push(c1, -c1);
    this.adjacency[from]!.push(index);
    this.adjacency[to]!.push(index + 1);
    return index;
  }

  /** What is left of an edge's capacity. */
  residual(edge: number): number {
    return this.capacity[edge]!;
  }

  /** Pushes as much flow as possible from `source` to `sink` at the least lexicographic cost. */
  minCostMaxFlow(source: number, sink: number): { flow: number; cost: [number, number] } {
    let flow = 0;
    const cost: [number, number] = [0, 0];
    for (;;) {
      const path = this.shortestPath(source, sink);
      if (path === null) return { flow, cost };
      let push = Infinity;
      for (const e of path) push = Math.min(push, this.capacity[e]!);
      for (const e of path) {
        this.capacity[e]! -= push;
        // An edge's twin is at index ^ 1: edges are added in pairs starting at even indices.
        this.capacity[e ^ 1]! += push;
        cost[0] += this.cost0[e]! * push;
        cost[1] += this.cost1[e]! * push;
      }
      flow += push;
    }
  }

  /** Edge indices of a cheapest residual path, or null when the sink is unreachable. */
  private shortestPath(source: number, sink: number): number[] | null {
    const n = this.adjacency.length;
    const reached = new Uint8Array(n);
    const dist0 = new Float64Array(n);
    const dist1 = new Float64Array(n);
    const via = new Int32Array(n).fill(-1);
    const queued = new Uint8Array(n);
    reached[source] = 1;
    const queue = [source];
    queued[source] = 1;
    // No negative cycles can arise: successive shortest paths keeps the residual graph free of them.
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!;
      queued[node] = 0;
      for (const e of this.adjacency[node]!) {
        if (this.capacity[e]! <= 0) continue;
        const next = this.to[e]!;
        const d0 = dist0[node]! + this.cost0[e]!;
        const d1 = dist1[node]! + this.cost1[e]!;
        if (!reached[next] || d0 < dist0[next]! || (d0 === dist0[next]! && d1 < dist1[next]!)) {
          reached[next] = 1;
          dist0[next] = d0;
          dist1[next] = d1;
          via[next] = e;
          if (!queued[next]) {
            queued[next] = 1;
            queue.push(next);
          }
        }
      }
    }
    if (!reached[sink]) return null;
    const path: number[] = [];
    for (let node = sink; node !== source; node = this.to[via[node]! ^ 1]!) path.push(via[node]!);
    return path.reverse();
  }
}
