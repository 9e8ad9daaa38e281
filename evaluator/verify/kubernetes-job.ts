import type { IJob } from "kubernetes-models/batch/v1/Job";
import type { INetworkPolicy } from "kubernetes-models/networking.k8s.io/v1/NetworkPolicy";
import type { IPodSpec } from "kubernetes-models/v1/PodSpec";
import { stringify } from "yaml";
import { shellQuote } from "../runner/suite-env.ts";
import {
  batchName,
  buildCommand,
  mergeCommand,
  shardRunCommand,
  type BatchSpec,
} from "./batch-manifests.ts";

/** Where the pods mount the shared results volume and the per-pod build cache. */
export const RESULTS_MOUNT = "/results";
export const CACHE_MOUNT = "/cache";
/** The label every pod of a verification carries, which its NetworkPolicy selects. */
export const POD_LABEL = "tsb-verify";

/**
 * The pods need no network: the image carries the repository with its packages, the suites and
 * submission.json are on the volume, and results go back to it. Shutting off the pods' network
 * (besides the sandbox's own) keeps a suite that escaped the sandbox from reaching anything.
 */
function networkPolicy(spec: BatchSpec): INetworkPolicy {
  return {
    apiVersion: "networking.k8s.io/v1",
    kind: "NetworkPolicy",
    metadata: { name: `${batchName(spec)}-no-network` },
    spec: {
      podSelector: { matchLabels: { app: POD_LABEL, submission: String(spec.submissionId) } },
      policyTypes: ["Ingress", "Egress"],
      ingress: [],
      egress: [],
    },
  };
}

function podSpec(spec: BatchSpec, container: IPodSpec["containers"][number], cache: boolean) {
  return {
    restartPolicy: "Never",
    // A suite has no business with the cluster's API.
    automountServiceAccountToken: false,
    enableServiceLinks: false,
    containers: [container],
    volumes: [
      { name: "results", persistentVolumeClaim: { claimName: "tsb-results" } },
      ...(cache ? [{ name: "cache", emptyDir: {} }] : []),
    ],
  } satisfies IPodSpec;
}

const labels = (spec: BatchSpec) => ({ app: POD_LABEL, submission: String(spec.submissionId) });

/**
 * A NetworkPolicy, a Kubernetes Indexed Job running the n shards, then a Job merging them
 * (docs/scaling.md). The export folder is expected on the `tsb-results` ReadWriteMany volume as
 * /results/<job name>/; each pod builds the executables into its own emptyDir.
 */
export function kubernetesManifests(spec: BatchSpec): string {
  const results = `${RESULTS_MOUNT}/${batchName(spec)}`;
  const cpus = String(spec.cpusPerShard);
  const memory = `${spec.memoryGiB}Gi`;
  const shards: IJob = {
    apiVersion: "batch/v1",
    kind: "Job",
    metadata: { name: `${batchName(spec)}-shards`, labels: labels(spec) },
    spec: {
      completionMode: "Indexed",
      completions: spec.shards,
      parallelism: spec.shards,
      // A lost node or a failed pod reruns only its shard, twice at most.
      backoffLimitPerIndex: 2,
      // A replacement starts only once the pod it replaces is gone: two pods never write one shard.
      podReplacementPolicy: "Failed",
      template: {
        metadata: { labels: labels(spec) },
        spec: podSpec(
          spec,
          {
            name: "shard",
            image: spec.image,
            workingDir: "/app",
            // bubblewrap needs to create namespaces (docs/scaling.md, "The sandbox on a cluster").
            securityContext: { capabilities: { add: ["SYS_ADMIN"] } },
            resources: {
              requests: { cpu: cpus, memory },
              limits: { cpu: cpus, memory },
            },
            command: ["bash", "-euo", "pipefail", "-c"],
            args: [
              [
                "k=$((JOB_COMPLETION_INDEX + 1))",
                `out=${results}/shards/$k`,
                "# A retried pod starts its shard again; tsb run writes shard.json last.",
                'rm -rf "$out" "$out.ndjson"',
                `mkdir -p ${results}/shards`,
                buildCommand(spec, CACHE_MOUNT, cpus),
                shardRunCommand(spec, { cache: CACHE_MOUNT, jobs: cpus, results }),
              ].join("\n") + "\n",
            ],
            volumeMounts: [
              { name: "results", mountPath: RESULTS_MOUNT },
              { name: "cache", mountPath: CACHE_MOUNT },
            ],
          },
          true,
        ),
      },
    },
  };
  const merge: IJob = {
    apiVersion: "batch/v1",
    kind: "Job",
    metadata: { name: `${batchName(spec)}-merge`, labels: labels(spec) },
    spec: {
      backoffLimit: 1,
      template: {
        metadata: { labels: labels(spec) },
        spec: podSpec(
          spec,
          {
            name: "merge",
            image: spec.image,
            workingDir: "/app",
            resources: { requests: { cpu: "1", memory: "2Gi" } },
            command: ["bash", "-euo", "pipefail", "-c"],
            args: [`${mergeCommand(spec, shellQuote(results))}\n`],
            volumeMounts: [{ name: "results", mountPath: RESULTS_MOUNT }],
          },
          false,
        ),
      },
    },
  };
  return (
    `# Verification of submission #${spec.submissionId}: a NetworkPolicy, ${spec.shards} shards, then a merge.\n` +
    `# kubectl apply -f the first two documents; when the shards are complete\n` +
    `# (kubectl wait --for=condition=complete job/${batchName(spec)}-shards --timeout=48h), the third.\n` +
    [networkPolicy(spec), shards, merge]
      .map((doc) => stringify(doc, { lineWidth: 0 }))
      .join("---\n")
  );
}
