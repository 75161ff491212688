// Issue 3's storage figures: (1) public download of a 200 KB object with 50 connections for 10 s (target ≥ 1,000
// req/s); (2) the stack's resident memory while a 50 MiB object streams in and out (target: flat).
// The stack runs in its own process; the load client (wrk when installed, else autocannon) and the streaming client run here.
// Usage: node --import tsx bench/storage.bench.ts   (BENCH_DURATION=seconds)
import { loadavg } from "node:os";
import { TINY_IMAGES } from "@test-support/storage/images.ts";
import { nodeClient } from "@test-support/stack/stack.ts";
import { httpLoad } from "./http-load.ts";
import { startStackProcess } from "./stack-process.ts";

const DURATION = Number(process.env["BENCH_DURATION"] ?? 10);
const stack = await startStackProcess();
try {
  const service = nodeClient(stack.url, stack.keys.serviceRoleKey);
  // A real PNG padded after its end to 200 KB (uploads must start with the signature of the type they declare).
  const image = Buffer.alloc(200 * 1024);
  for (let i = 0; i < image.length; i += 1) image[i] = (i * 7) % 256;
  TINY_IMAGES["image/png"].copy(image);
  const up = await service.storage.from("post_images").upload("bench/photo.png", image, { contentType: "image/png", upsert: true });
  if (up.error) throw up.error;
  const publicUrl = service.storage.from("post_images").getPublicUrl("bench/photo.png").data.publicUrl;

  console.log(`stack RSS after start and upload: ${stack.rssMiB().toFixed(0)} MiB`);
  await httpLoad({ url: publicUrl, connections: 50, seconds: 2 }); // warm-up (JIT, caches)
  const cpuBefore = stack.cpuSeconds();
  const started = performance.now();
  const result = await httpLoad({ url: publicUrl, connections: 50, seconds: DURATION });
  const wall = (performance.now() - started) / 1000;
  const stackCores = (stack.cpuSeconds() - cpuBefore) / wall;
  const clientCores = result.clientCpuSeconds / wall;
  const cpuPerRequest = (stackCores * wall * 1000) / result.requests;
  console.log(
    `public download 200 KB, 50 connections, ${DURATION} s (${result.client}): ${Math.round(result.rps)} req/s, ` +
      `latency p50 ${result.p50.toFixed(2)} ms / p99 ${result.p99.toFixed(2)} ms, ` +
      `${(result.bytesPerSecond / 1024 / 1024).toFixed(0)} MiB/s, ${result.failures} failed; ` +
      `load average ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(
    `stack CPU per public download: ${cpuPerRequest.toFixed(3)} ms, i.e. ~${Math.round(1000 / cpuPerRequest)} req/s per core ` +
      `when the stack has a core to itself (during the run the stack got ${stackCores.toFixed(2)} cores, ${result.client} ${clientCores.toFixed(2)})`,
  );

  // 50 MiB through a bucket without a per-bucket limit, sampling the stack's RSS every 20 ms.
  const bucket = await service.storage.createBucket("bench_big", { public: false });
  if (bucket.error) throw bucket.error;
  const size = 50 * 1024 * 1024;
  const chunk = Buffer.alloc(1024 * 1024, 42);
  const sample = async <T>(work: () => Promise<T>) => {
    const before = stack.rssMiB();
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, stack.rssMiB())), 20);
    try {
      await work();
    } finally {
      clearInterval(timer);
    }
    return { before, peak, after: stack.rssMiB() };
  };
  const upload = await sample(async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= size) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const res = await service.storage.from("bench_big").upload("big.bin", body, { contentType: "application/octet-stream" });
    if (res.error) throw res.error;
  });
  const download = await sample(async () => {
    const res = await fetch(`${stack.url}/storage/v1/object/bench_big/big.bin`, {
      headers: { apikey: stack.keys.serviceRoleKey, authorization: `Bearer ${stack.keys.serviceRoleKey}` },
    });
    let received = 0;
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) received += part.value.length;
    if (received !== size) throw new Error(`downloaded ${received} of ${size} bytes`);
  });
  const fmt = (m: { before: number; peak: number; after: number }) =>
    `RSS ${m.before.toFixed(0)} MiB before, peak ${m.peak.toFixed(0)} MiB (+${(m.peak - m.before).toFixed(0)}), ${m.after.toFixed(0)} MiB after`;
  console.log(`50 MiB upload (streamed): ${fmt(upload)}`);
  console.log(`50 MiB download (streamed): ${fmt(download)}`);
} finally {
  await stack.stop();
}
