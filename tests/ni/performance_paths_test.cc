// The performance machinery must not change results: the OpenMP small-matmul kernel, the fused
// attention, the fused LOC tail and the backward recomputation of LOC tails (with dropout masks)
// against plain autograd.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "host/parallel/for_each_shard.h"
#include "plugins/ni/kernels/attention_block16.h"
#include "plugins/ni/kernels/batched_matmul.h"
#include "plugins/ni/kernels/fused_attention.h"
#include "plugins/ni/kernels/fused_loc_tail.h"
#include "plugins/ni/kernels/parallel_slices.h"
#include "plugins/ni/modattn.h"
#include "plugins/ni/modmlp.h"
#include "plugins/ni/recompute.h"
#include "tests/datasets/test_util.h"
#include "tests/host/scoped_env.h"
#include "tests/ni/ni_test_util.h"

namespace nilab::ni {
namespace {

using testing::MakeModel;
using testing::MaxAbsDiff;
using testing::SmallConfig;

using nilab::testing::ScopedEnv;

TEST(NiBatchedMatmul, MatchesBmmValuesAndGradientsWithTransposedOperands) {
  torch::manual_seed(20);
  const int threads = torch::get_num_threads();
  torch::set_num_threads(2);  // exercise the parallel region
  const auto a = torch::randn({37, 9, 6}, torch::kDouble).requires_grad_(true);
  const auto bt = torch::randn({37, 5, 6}, torch::kDouble).requires_grad_(true);
  const auto probe = torch::randn({37, 9, 5}, torch::kDouble);
  // b given as a transposed view, as the attention logits use it.
  const auto ours = BatchedMatmul(a, bt.transpose(1, 2));
  const auto ref = torch::bmm(a, bt.transpose(1, 2));
  EXPECT_LT(MaxAbsDiff(ours, ref), 1e-12);
  const auto g = torch::autograd::grad({(ours * probe).sum()}, {a, bt});
  const auto g_ref = torch::autograd::grad({(ref * probe).sum()}, {a, bt});
  EXPECT_LT(MaxAbsDiff(g[0], g_ref[0]), 1e-12);
  EXPECT_LT(MaxAbsDiff(g[1], g_ref[1]), 1e-12);
  EXPECT_THROW(BatchedMatmul(a, torch::randn({37, 7, 2}, torch::kDouble)), c10::Error);
  torch::set_num_threads(threads);
}

// float takes the direct sgemm path (when built with a BLAS): every layout it reads straight
// (row- or column-major operands, a leading dimension wider than the matrix, a batch stride
// that is not the matrix size) and one it must copy or hand back (a stride-0 operand).
TEST(NiBatchedMatmul, FloatMatchesBmmForEveryOperandLayout) {
  torch::manual_seed(22);
  const int threads = torch::get_num_threads();
  torch::set_num_threads(2);
  const int64_t g = 33, n = 25, k = 16, m = 27;
  const auto a_rows = torch::randn({g, n, k});
  const auto a_cols = torch::randn({g, k, n}).transpose(1, 2);
  const auto a_wide = torch::randn({g, n, k + 5}).narrow(2, 2, k);  // ld = k + 5
  const auto b_rows = torch::randn({g, k, m});
  const auto b_cols = torch::randn({g, m, k}).transpose(1, 2);
  const auto b_batch = torch::randn({2 * g, k, m}).slice(0, 0, 2 * g, 2);  // batch stride 2km
  const auto b_zero = torch::randn({1, k, m}).expand({g, k, m});
  for (const auto& a : {a_rows, a_cols, a_wide}) {
    for (const auto& b : {b_rows, b_cols, b_batch, b_zero}) {
      const auto ours = BatchedMatmul(a, b);
      const auto ref = torch::bmm(a.to(torch::kDouble), b.to(torch::kDouble));
      EXPECT_LT(MaxAbsDiff(ours.to(torch::kDouble), ref), 1e-4)
          << "a strides " << a.strides() << ", b strides " << b.strides();
    }
  }
  // Gradients through the transposed products of backward.
  const auto a = torch::randn({g, n, k}).requires_grad_(true);
  const auto bt = torch::randn({g, m, k}).requires_grad_(true);
  const auto probe = torch::randn({g, n, m});
  const auto gr =
      torch::autograd::grad({(BatchedMatmul(a, bt.transpose(1, 2)) * probe).sum()}, {a, bt});
  const auto gr_ref =
      torch::autograd::grad({(torch::bmm(a, bt.transpose(1, 2)) * probe).sum()}, {a, bt});
  EXPECT_LT(MaxAbsDiff(gr[0], gr_ref[0]), 1e-4);
  EXPECT_LT(MaxAbsDiff(gr[1], gr_ref[1]), 1e-4);
  torch::set_num_threads(threads);
}

TEST(NiRecompute, GradientsEqualPlainAutogradAndParametersAreNotLeftOut) {
  torch::manual_seed(21);
  const auto x = torch::randn({4, 3}, torch::kDouble).requires_grad_(true);
  const auto w = torch::randn({3, 3}, torch::kDouble).requires_grad_(true);
  const auto frozen = torch::randn({3}, torch::kDouble);  // no gradient wanted
  auto f = [](const std::vector<torch::Tensor>& t) {
    return torch::tanh(torch::mm(t[0], t[1]) + t[2]).pow(2).sum();
  };
  const auto out = Recompute(f, {x, w, frozen});
  const auto g = torch::autograd::grad({out}, {x, w});
  const auto ref = f({x, w, frozen});
  const auto g_ref = torch::autograd::grad({ref}, {x, w});
  EXPECT_DOUBLE_EQ(out.item<double>(), ref.item<double>());
  EXPECT_LT(MaxAbsDiff(g[0], g_ref[0]), 1e-12);
  EXPECT_LT(MaxAbsDiff(g[1], g_ref[1]), 1e-12);
}

TEST(NiRecompute, PolicyFollowsTheEnvironmentAndTheDevicesThreshold) {
  const int64_t gib = int64_t{1} << 30;
  {
    ScopedEnv env("NILAB_NI_RECOMPUTE", "auto");
    EXPECT_FALSE(ShouldRecompute(gib));
    EXPECT_TRUE(ShouldRecompute(gib + 1));
    // On an accelerator: 8 GiB (the digits preset's ~2 GB at batch 128 are kept).
    EXPECT_FALSE(ShouldRecompute(2 * gib, c10::DeviceType::CUDA));
    EXPECT_FALSE(ShouldRecompute(8 * gib, c10::DeviceType::CUDA));
    EXPECT_TRUE(ShouldRecompute(8 * gib + 1, c10::DeviceType::CUDA));
  }
  {
    ScopedEnv env("NILAB_NI_RECOMPUTE", "always");
    EXPECT_TRUE(ShouldRecompute(0));
    EXPECT_TRUE(ShouldRecompute(0, c10::DeviceType::CUDA));
  }
  {
    ScopedEnv env("NILAB_NI_RECOMPUTE", "never");
    EXPECT_FALSE(ShouldRecompute(100 * gib));
  }
  ScopedEnv env("NILAB_NI_RECOMPUTE", "sometimes");
  try {
    ShouldRecompute(0);
    ADD_FAILURE() << "an unknown mode was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("NILAB_NI_RECOMPUTE"), std::string::npos) << e.what();
  }
}

// The digits preset keeps ~2 GB of LOC tails at batch 128 (recomputed by default); a small NI
// keeps kilobytes (not recomputed).
TEST(NiRecompute, DigitsPresetRecomputesAndSmallModelsDoNot) {
  ScopedEnv env("NILAB_NI_RECOMPUTE", "auto");
  auto digits = MakeModel(NiConfig{});
  auto small = MakeModel(SmallConfig());
  const Script digits_script = digits->script(0);
  EXPECT_TRUE(digits_script->RecomputeTails(128 * 65, NiConfig{}.n_i));
  EXPECT_FALSE(digits_script->RecomputeTails(2 * 65, NiConfig{}.n_i));
  EXPECT_FALSE(small->script(0)->RecomputeTails(128 * 25, SmallConfig().n_i));
}

// Recomputing the tails changes memory, not results: every gradient (dropout on, same masks)
// is the same with and without it.
TEST(NiRecompute, ModelGradientsAreTheSameWithAndWithoutIt) {
  NiConfig config = SmallConfig();
  config.dropout = 0.2;
  auto model = MakeModel(config);
  model->module().to(torch::kDouble);
  model->module().train();
  const auto x = torch::randn({3, 5, 16}, torch::kDouble);
  const auto probe = torch::randn({3, 5, 16}, torch::kDouble);
  auto grads = [&](const char* mode) {
    ScopedEnv env("NILAB_NI_RECOMPUTE", mode);
    torch::manual_seed(7);
    const auto params = model->module().parameters();
    std::vector<torch::Tensor> wrt;
    for (const auto& p : params) {
      if (p.requires_grad()) wrt.push_back(p);
    }
    return torch::autograd::grad({(model->Forward({x, {}}).tokens * probe).sum()}, wrt);
  };
  const auto with = grads("always"), without = grads("never");
  ASSERT_EQ(with.size(), without.size());
  double largest = 0;
  for (size_t i = 0; i < with.size(); ++i) {
    EXPECT_LT(MaxAbsDiff(with[i], without[i]), 1e-10) << "parameter " << i;
    largest = std::max(largest, with[i].abs().max().item<double>());
  }
  EXPECT_GT(largest, 1e-3);  // the gradients are not all zero
}

TEST(NiRecompute, DropoutMasksAreReusedWhenTheSegmentIsRecomputed) {
  // If backward drew new masks its gradient would not be the gradient of the forward that
  // ran. Check d(loss)/d(x) against finite differences with the RNG reset for every forward.
  ScopedEnv env("NILAB_NI_RECOMPUTE", "always");
  NiConfig config = SmallConfig();
  config.dropout = 0.3;
  config.n_s = 1;
  auto model = MakeModel(config);
  model->module().to(torch::kDouble);
  model->module().train();
  const auto x = torch::randn({2, 4, 16}, torch::kDouble).requires_grad_(true);
  const auto probe = torch::randn({2, 4, 16}, torch::kDouble);
  auto loss = [&](const torch::Tensor& input) {
    torch::manual_seed(99);
    return (model->Forward({input, {}}).tokens * probe).sum();
  };
  const auto grad = torch::autograd::grad({loss(x)}, {x})[0];
  EXPECT_TRUE(torch::isfinite(grad).all().item<bool>());
  torch::NoGradGuard no_grad;
  const double h = 1e-6;
  for (int64_t idx : {0L, 17L, 100L}) {
    auto xp = x.detach().clone(), xm = x.detach().clone();
    xp.view(-1)[idx] += h;
    xm.view(-1)[idx] -= h;
    const double fd = (loss(xp).item<double>() - loss(xm).item<double>()) / (2 * h);
    EXPECT_NEAR(grad.view(-1)[idx].item<double>(), fd, 1e-5 * (1 + std::abs(fd)));
  }
  // Dropout is active in training (outputs vary with the seed) and off in eval.
  const auto a = model->Forward({x.detach(), {}}).tokens;
  const auto b = model->Forward({x.detach(), {}}).tokens;
  EXPECT_GT(MaxAbsDiff(a, b), 1e-6);
  model->module().eval();
  EXPECT_TRUE(
      model->Forward({x.detach(), {}}).tokens.equal(model->Forward({x.detach(), {}}).tokens));
}

// The fused kernel against the composite ops (AttentionNumerator, CompatibilityMix under
// autograd): output and every input's gradient, for each bias form, with unrouted tokens and
// peaked logits; at 9 tokens and at 37 (longer than a vector of floats: the kernel's
// vectorised row maxima and its scalar remainders), and at head widths 6 and 17 (the per-row
// loops over d_v in one vector with a remainder, or in a partial one). Head width 16 in float
// runs the AVX-512 block kernel (attention_block16.h) where the CPU has it, also at 65 tokens
// (a row's last vector holds one key; its four-row groups end one row in) and
// at 128 (its largest).
void ExpectFusedMatchesComposite(torch::Dtype dtype, double tol) {
  ASSERT_TRUE(FusedAttentionApplies(torch::empty({1}, dtype)));
  torch::manual_seed(21);
  const auto opt = torch::TensorOptions().dtype(dtype);
  const int64_t u = 3, h = 2, b = 4;
  for (const auto& [dk, dv] : {std::pair<int64_t, int64_t>{5, 6}, {16, 17}, {16, 16}})
    for (const int64_t n : {9, 37, 65, 128}) {
      if ((n == 65 || n == 128) && dv != 16) continue;
      for (const int bias_dims : {0, 3, 4}) {
        for (const double scale : {1.0, 8.0}) {  // 8: logits spread over ~+-100, E underflows
          for (const double eps : {1e-6, 0.3}) {
            auto make = [&](std::vector<int64_t> shape, bool positive = false) {
              auto t = positive ? torch::rand(shape, opt) : torch::randn(shape, opt);
              return t;
            };
            // q and k as views of [B, N, U, H, d] (the projections' layout), v contiguous.
            auto q_leaf = (make({b, n, u, h, dk}) * scale).requires_grad_(true);
            auto k_leaf = (make({b, n, u, h, dk}) * scale).requires_grad_(true);
            auto v = make({u, h, b, n, dv}).requires_grad_(true);
            const auto q = q_leaf.permute({2, 3, 0, 1, 4}), k = k_leaf.permute({2, 3, 0, 1, 4});
            auto c = make({u, b, n}, /*positive=*/true);
            {
              torch::NoGradGuard no_grad;
              c.index_put_({0, 1}, 0.0);                            // no token of sample 1
              c.index_put_({1, torch::indexing::Slice(), 3}, 0.0);  // token 3 never routed
            }
            c.requires_grad_(true);
            torch::Tensor bias;
            if (bias_dims == 3) bias = make({h, n, n}).requires_grad_(true);
            if (bias_dims == 4) bias = make({u, h, n, n}).requires_grad_(true);
            const auto probe = make({u, h, b, n, dv});
            std::vector<torch::Tensor> inputs = {q_leaf, k_leaf, v, c};
            if (bias.defined()) inputs.push_back(bias);
            auto run = [&](int fused) {  // 0: composite, 1: fused keeping E, 2: recomputing it
              const auto y = fused ? FusedCompatibilityAttention(q, k, v, c, bias, eps, fused == 1)
                                   : CompatibilityMix(AttentionNumerator(q, k, bias), v, c, eps);
              std::vector<torch::Tensor> out = {y.detach()};
              for (const auto& g : torch::autograd::grad({(y * probe).sum()}, inputs))
                out.push_back(g);
              return out;
            };
            const auto composite = run(0);
            for (const int mode : {1, 2}) {
              const auto fused = run(mode);
              for (size_t i = 0; i < fused.size(); ++i) {
                const double rel = MaxAbsDiff(fused[i], composite[i]) /
                                   std::max(1.0, composite[i].abs().max().item<double>());
                // At scale 8 the logits span ~+-100: a rounding of the products moves q's and
                // k's gradients in proportion (seen: 4e-5 in float on OpenBLAS's Haswell
                // kernels, 1e-5 on its AVX-512 ones), so the bound grows with the scale.
                EXPECT_LT(rel, tol * scale)
                    << "tensor " << i << " (0: output, then q, k, v, c, bias), mode " << mode
                    << ", tokens " << n << ", bias dims " << bias_dims << ", scale " << scale
                    << ", eps " << eps << ", d_v " << dv;
              }
              EXPECT_EQ(fused[0].select(0, 0).select(1, 1).abs().max().item<double>(), 0.0);
            }
          }
        }
      }
    }
}

TEST(NiFusedAttention, MatchesCompositeInDouble) {
  ExpectFusedMatchesComposite(torch::kDouble, 1e-9);
}

TEST(NiFusedAttention, MatchesCompositeInFloat) {
  ExpectFusedMatchesComposite(torch::kFloat, 1e-5);
}

// The float comparison above exercises the AVX-512 block kernel only where it applies: in a build
// with the x86 kernels, on a CPU with AVX-512F, at head width 16 and up to kBlock16MaxTokens
// tokens, unless switched off.
TEST(NiFusedAttention, BlockKernelRunsWhereTheCpuHasAvx512) {
  const char* setting = std::getenv("NILAB_NI_ATTENTION_BLOCKS");
  const bool off = setting != nullptr && std::string(setting) == "blas";
#if defined(__x86_64__) || defined(__i386__)
  const bool avx512 = __builtin_cpu_supports("avx512f");
#else
  const bool avx512 = false;
  EXPECT_FALSE(AttentionBlock16Built());  // the x86 kernels build only for x86
#endif
  const bool runs = AttentionBlock16Built() && avx512 && !off;
  EXPECT_EQ(AttentionBlock16Applies(65, 16, 16), runs);
  EXPECT_EQ(AttentionBlock16Applies(kBlock16MaxTokens, 16, 16), runs);
  EXPECT_FALSE(AttentionBlock16Applies(kBlock16MaxTokens + 1, 16, 16));
  EXPECT_FALSE(AttentionBlock16Applies(65, 16, 17));
  EXPECT_FALSE(AttentionBlock16Applies(65, 32, 16));
}

// The block kernel against the BLAS path it replaces, at the block kernel's shapes: where the
// kernel runs, the float comparison above never reaches the BLAS path there. The setting is read
// once per process, so the BLAS path runs in a child process (this binary, with
// NILAB_NI_ATTENTION_BLOCKS=blas) on the same inputs. The cases: every tail of a row's last
// vector (16 and 17 tokens), the digits presets' 65 and the kernel's largest 128; no bias, a
// shared one and one per function; E kept and recomputed; logits spread over ~+-1 and ~+-100.
constexpr const char* kBlasChildDirEnv = "NILAB_TEST_ATTENTION_BLAS_DIR";

// Per case: q and k ([B, N, U, H, 16], read through a permuted view as the model does), v, c,
// the bias (empty when none), the probe, and [keep_numerator, eps, scale of q and k].
std::vector<torch::Tensor> Block16Inputs() {
  torch::manual_seed(16);
  const int64_t u = 3, h = 2, b = 4, d = 16;
  std::vector<torch::Tensor> inputs;
  for (const int64_t n : {16, 17, 65, 128}) {
    for (const int bias_dims : {0, 3, 4}) {
      for (const bool keep : {true, false}) {
        const double scale = keep ? 1.0 : 8.0;
        const double eps = bias_dims == 3 ? 0.3 : 1e-6;
        auto c = torch::rand({u, b, n});
        c.index_put_({0, 1}, 0.0);                            // no token of sample 1
        c.index_put_({1, torch::indexing::Slice(), 3}, 0.0);  // token 3 never routed
        const auto bias = bias_dims == 3   ? torch::randn({h, n, n})
                          : bias_dims == 4 ? torch::randn({u, h, n, n})
                                           : torch::empty({0});
        for (const auto& t :
             {torch::randn({b, n, u, h, d}) * scale, torch::randn({b, n, u, h, d}) * scale,
              torch::randn({u, h, b, n, d}), c, bias, torch::randn({u, h, b, n, d}),
              torch::tensor(
                  {keep ? 1.0f : 0.0f, static_cast<float>(eps), static_cast<float>(scale)})})
          inputs.push_back(t.contiguous());
      }
    }
  }
  return inputs;
}

// Per case: the fused attention's output, then the gradients of q, k, v, c and the bias.
std::vector<torch::Tensor> Block16Outputs(const std::vector<torch::Tensor>& inputs) {
  std::vector<torch::Tensor> out;
  for (size_t i = 0; i + 7 <= inputs.size(); i += 7) {
    auto q_leaf = inputs[i].clone().requires_grad_(true);
    auto k_leaf = inputs[i + 1].clone().requires_grad_(true);
    auto v = inputs[i + 2].clone().requires_grad_(true);
    auto c = inputs[i + 3].clone().requires_grad_(true);
    const bool has_bias = inputs[i + 4].numel() > 0;
    auto bias = has_bias ? inputs[i + 4].clone().requires_grad_(true) : torch::Tensor();
    const bool keep = inputs[i + 6][0].item<float>() != 0.0f;
    const double eps = inputs[i + 6][1].item<float>();
    const auto y = FusedCompatibilityAttention(
        q_leaf.permute({2, 3, 0, 1, 4}), k_leaf.permute({2, 3, 0, 1, 4}), v, c, bias, eps, keep);
    std::vector<torch::Tensor> wrt = {q_leaf, k_leaf, v, c};
    if (has_bias) wrt.push_back(bias);
    out.push_back(y.detach());
    for (const auto& g : torch::autograd::grad({(y * inputs[i + 5]).sum()}, wrt)) out.push_back(g);
    if (!has_bias) out.push_back(torch::empty({0}));
  }
  return out;
}

TEST(NiFusedAttention, BlasPathMatchesTheBlockKernel) {
  if (!AttentionBlock16Applies(65, 16, 16)) {
    GTEST_SKIP() << "the block kernel does not run here (no x86 kernels, no AVX-512F, or "
                    "NILAB_NI_ATTENTION_BLOCKS=blas): the float comparison above runs the BLAS "
                    "path at its shapes";
  }
  const datasets::testing::TempDir dir;
  const auto inputs = Block16Inputs();
  torch::save(inputs, dir.File("inputs.pt"));
  const auto block = Block16Outputs(inputs);
  // This test binary, run again (popen's shell would read /proc/self/exe as itself).
  const std::string self = std::filesystem::read_symlink("/proc/self/exe").string();
  const std::string command = std::string("NILAB_NI_ATTENTION_BLOCKS=blas ") + kBlasChildDirEnv +
                              "='" + dir.path().string() + "' '" + self +
                              "' --gtest_filter=NiFusedAttentionBlasChild.* 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_NE(pipe, nullptr);
  std::string log;
  char chunk[4096];
  while (size_t got = fread(chunk, 1, sizeof chunk, pipe)) log.append(chunk, got);
  ASSERT_EQ(pclose(pipe), 0) << log;
  std::vector<torch::Tensor> blas;
  torch::load(blas, dir.File("blas.pt"));
  ASSERT_EQ(blas.size(), block.size()) << log;
  // The two paths round S = q k^T differently (the BLAS's kernels sum in their own order, which
  // depends on the core OpenBLAS runs), and E = exp(S - max S) carries that rounding, about
  // |S| 2^-24, relatively: within 1e-5 for logits of order 10, a few 1e-5 at scale 8 (|S| in the
  // hundreds), where 1e-4 is the bound. A wrong term would be off by order 1.
  const char* names[] = {"output", "dq", "dk", "dv", "dc", "dbias"};
  for (size_t i = 0; i < block.size(); ++i) {
    if (block[i].numel() == 0) continue;  // no bias
    const double scale = inputs[7 * (i / 6) + 6][2].item<float>();
    const double rel =
        MaxAbsDiff(block[i], blas[i]) / std::max(1.0, blas[i].abs().max().item<double>());
    EXPECT_LT(rel, scale > 1.0 ? 1e-4 : 1e-5) << names[i % 6] << " of case " << i / 6;
  }
}

// The child of BlasPathMatchesTheBlockKernel: the BLAS path on the inputs it wrote.
TEST(NiFusedAttentionBlasChild, WritesTheBlasPathsOutputs) {
  const char* dir = std::getenv(kBlasChildDirEnv);
  if (dir == nullptr)
    GTEST_SKIP() << "runs as NiFusedAttention.BlasPathMatchesTheBlockKernel's child";
  ASSERT_FALSE(AttentionBlock16Applies(65, 16, 16));
  std::vector<torch::Tensor> inputs;
  torch::load(inputs, std::string(dir) + "/inputs.pt");
  torch::save(Block16Outputs(inputs), std::string(dir) + "/blas.pt");
}

// The fused LOC tail against the composite ops of loc.cc under autograd (the output ModLin,
// Eq. 9's gated residual, LayerNorm, the ModMLP, Eq. 10's gated residual): output and every
// input's gradient, for a shared and a per-function input, with and without the output
// ModLin, with unrouted tokens and pre-activations spread over GELU's whole range.
void ExpectFusedTailMatchesComposite(torch::Dtype dtype, double tol) {
  ASSERT_TRUE(FusedLocTailApplies(torch::empty({1}, dtype)));
  torch::manual_seed(5);
  const auto opt = torch::TensorOptions().dtype(dtype);
  const int64_t u = 3, heads = 2, b = 4, n = 7, dv = 5, d = heads * dv, hidden = 12, m = b * n;
  const double ln_eps = 1e-5;
  for (const bool shared_x : {true, false}) {
    for (const bool has_out : {true, false}) {
      auto leaf = [&](std::vector<int64_t> shape, double scale = 1.0) {
        return (torch::randn(shape, opt) * scale).requires_grad_(true);
      };
      auto x = shared_x ? leaf({m, d}, 2.0) : leaf({u, m, d}, 2.0);
      // mixed as the fused attention writes it: a [U, H, B, N, d_v] view of [U, B, N, H, d_v].
      auto mixed_leaf = leaf({u, b, n, heads, dv});
      const auto mixed = mixed_leaf.permute({0, 3, 1, 2, 4});
      auto c = torch::rand({u, b, n}, opt);
      {
        torch::NoGradGuard no_grad;
        c.index_put_({0, 1}, 0.0);                            // no token of sample 1
        c.index_put_({1, torch::indexing::Slice(), 3}, 0.0);  // token 3 never routed
      }
      c.requires_grad_(true);
      auto out_w = has_out ? leaf({u, d, d}) : torch::Tensor();
      auto out_b = has_out ? leaf({d}) : torch::Tensor();
      auto norm_w = leaf({d}), norm_b = leaf({d});
      auto fc1 = leaf({u, hidden, d}, 3.0), b1 = leaf({hidden});  // h over ~+-10
      auto fc2 = leaf({u, d, hidden}), b2 = leaf({d});
      std::vector<torch::Tensor> inputs = {x, mixed_leaf, c, norm_w, norm_b, fc1, b1, fc2, b2};
      if (has_out) {
        inputs.push_back(out_w);
        inputs.push_back(out_b);
      }
      const auto probe = torch::randn({u, m, d}, opt);
      auto run = [&](bool fused) {
        torch::Tensor y;
        if (fused) {
          y = FusedLocTail(x, c, mixed, out_w, out_b, norm_w, norm_b, ln_eps, fc1, b1, fc2, b2);
        } else {
          const auto gate = c.reshape({u, m, 1});
          const auto a = torch::addcmul(x, gate, ModAttnImpl::Output(mixed, out_w, out_b));
          const auto an = torch::layer_norm(a, {d}, norm_w, norm_b, ln_eps);
          y = torch::addcmul(a, gate, ModMlpImpl::Apply(an, fc1, b1, fc2, b2));
        }
        std::vector<torch::Tensor> out = {y.detach()};
        for (const auto& g : torch::autograd::grad({(y * probe).sum()}, inputs)) out.push_back(g);
        return out;
      };
      const auto composite = run(false), fused = run(true);
      for (size_t i = 0; i < fused.size(); ++i) {
        const double rel = MaxAbsDiff(fused[i], composite[i]) /
                           std::max(1.0, composite[i].abs().max().item<double>());
        EXPECT_LT(rel, tol) << "tensor " << i
                            << " (0: output, then x, mixed, c, norm w, b, fc1, b1, fc2, b2, out w, "
                               "b), shared x "
                            << shared_x << ", output ModLin " << has_out;
      }
      // Unrouted (function, token) pairs pass x through unchanged.
      const auto x_row = shared_x ? x.detach().select(0, 3) : x.detach().select(0, 1).select(0, 3);
      EXPECT_LT(MaxAbsDiff(fused[0].select(0, 1).select(0, 3), x_row), tol);
      // Without grad mode it computes the same output and keeps nothing for backward.
      torch::NoGradGuard no_grad;
      const auto y =
          FusedLocTail(x, c, mixed, out_w, out_b, norm_w, norm_b, ln_eps, fc1, b1, fc2, b2);
      EXPECT_FALSE(y.requires_grad());
      EXPECT_LT(MaxAbsDiff(y, fused[0]), tol);
    }
  }
}

TEST(NiFusedLocTail, MatchesCompositeInDouble) {
  ExpectFusedTailMatchesComposite(torch::kDouble, 1e-9);
}

TEST(NiFusedLocTail, MatchesCompositeInFloat) {
  ExpectFusedTailMatchesComposite(torch::kFloat, 1e-5);
}

// The recomputation rule budgets a whole batch: slices of it running side by side (the host's
// batch slices) count together.
TEST(NiRecompute, CountsTheSlicesOfABatchRunningSideBySide) {
  EXPECT_EQ(ParallelSlices(), 1);
  std::vector<int> seen(3, 0);
  host::ForEachShard(30, 3, [&](int shard, int64_t, int64_t) { seen[shard] = ParallelSlices(); });
  EXPECT_EQ(seen, std::vector<int>(3, 3));
}

}  // namespace
}  // namespace nilab::ni
