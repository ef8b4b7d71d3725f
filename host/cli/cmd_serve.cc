// nilab serve: a local, read-only dashboard over the results database (host/serve): sweeps with
// progress, one sweep's compare table and live learning curves, one trial's details, and the JSON
// API they read (host/serve/API.md). Every request must carry a random access token, printed
// once in the URL (host/serve/access_token.h), unless --no-token.
#include <atomic>
#include <csignal>
#include <cstdlib>
#include <iostream>

#include "host/cli/command.h"
#include "host/cli/options.h"
#include "host/cli/task_metrics.h"
#include "host/serve/access_token.h"
#include "host/serve/handler.h"
#include "host/serve/host_check.h"
#include "host/serve/server.h"

namespace nilab::cli {
namespace {

// Ctrl-C / SIGTERM stop the server (host/runner/interrupt's handlers speak of batches and
// trials, which a server has not).
std::atomic<bool> g_stop{false};
extern "C" void OnStopSignal(int) { g_stop.store(true); }

}  // namespace

int RunServe(const std::vector<std::string>& args) {
  namespace serve = host::serve;
  po::options_description options;
  std::string db, host;
  int port = 8765;
  std::vector<std::string> allow_hosts, plugin_path;
  serve::ServerLimits limits;
  serve::HandlerOptions handler_options;
  bool no_token = false;
  AddDbOption(&options, &db)("port", po::value(&port)->default_value(port),
                             "TCP port (0: any free one)")(
      "host", po::value(&host)->default_value("127.0.0.1"),
      "address to listen on; anything but loopback lets other machines connect (they still need "
      "the token)")("allow-host", po::value(&allow_hosts)->composing(),
                    "another Host header to accept, as NAME:PORT (e.g. when serving on 0.0.0.0)")(
      "max-connections", po::value(&limits.max_connections)->default_value(limits.max_connections),
      "connections open at once")(
      "request-timeout",
      po::value(&limits.request_timeout_s)->default_value(limits.request_timeout_s),
      "seconds a client has to send a request and read its answer")(
      "plugin-path", po::value(&plugin_path)->composing(),
      "more directories with plugins (for the tasks' headline metrics)")(
      "no-token", po::bool_switch(&no_token),
      "serve without an access token: then anyone who can connect to the address can read the "
      "results, and on a machine shared with other users that is every one of them");
  if (!ParseCommandLine("serve",
                        "[--db PATH] [--port 8765] [--host 127.0.0.1] [--no-token]\n\n"
                        "Every request must carry a random access token, drawn at start and "
                        "printed once,\nin the URL (http://127.0.0.1:8765/?token=...). A browser "
                        "opening that URL keeps it\nas the cookie nilab_token. From a script: set "
                        "NILAB_SERVE_TOKEN to a secret of your own\n(16-256 letters, digits, '_' "
                        "or '-') before starting nilab serve, and send it as the\nheader "
                        "'Authorization: Bearer <token>' (or ?token=<token>), e.g.\n"
                        "  export NILAB_SERVE_TOKEN=$(head -c 24 /dev/urandom | base64 | tr "
                        "'+/' '_-')\n"
                        "  nilab serve --port 8765 &\n"
                        "  curl -H \"Authorization: Bearer $NILAB_SERVE_TOKEN\" "
                        "http://127.0.0.1:8765/api/sweeps\n"
                        "Never pass the token as a command-line argument: other users can read "
                        "those (ps).",
                        args, options)) {
    return kExitOk;
  }
  if (port < 0 || port > 65535)
    throw po::error("--port: expected 0-65535, got " + std::to_string(port));
  if (limits.max_connections < 1 || limits.max_connections > 1024) {
    throw po::error("--max-connections: expected 1-1024");
  }
  if (!(limits.request_timeout_s > 0 && limits.request_timeout_s <= 600)) {
    throw po::error("--request-timeout: expected more than 0 and at most 600 seconds");
  }

  host::store::Store store(db, /*read_only=*/true);
  const host::PluginRegistry plugins = host::LoadPlugins(plugin_path, /*quiet=*/true);
  serve::Server server(host, port, limits);
  handler_options.allowed_hosts = serve::AllowedHosts(host, server.port());
  for (const auto& extra : allow_hosts) handler_options.allowed_hosts.push_back(extra);
  // The token: from the environment (a script's own), else drawn; never logged but in the URL.
  if (!no_token) {
    const char* chosen = std::getenv("NILAB_SERVE_TOKEN");
    if (chosen && *chosen) {
      if (const std::string why = serve::CheckTokenText(chosen); !why.empty()) {
        throw po::error("NILAB_SERVE_TOKEN: " + why);
      }
      handler_options.token = chosen;
    } else {
      handler_options.token = serve::RandomToken();
    }
  }
  serve::Handler handler(store, handler_options,
                         [&plugins](const std::string& task, host::analysis::CompareOptions* o) {
                           ApplyTaskMetricInfo(plugins, task, o);
                         });
  if (!serve::IsLoopback(host)) {
    std::cerr << "nilab serve: warning: listening on " << host
              << ", not loopback: anyone who can reach this machine can try to connect"
              << (no_token ? ", and without a token read the results" : "") << "\n";
  }
  if (no_token) {
    std::cerr << "nilab serve: warning: --no-token: anyone who can connect to port "
              << server.port()
              << " can read these results (sweep files, command lines, errors, host names, "
                 "notes) and take its connections; loopback is not private on a machine shared "
                 "with other users: every user of this machine can\n";
  }
  const std::string shown = host.find(':') != std::string::npos ? "[" + host + "]" : host;
  // The one line that shows the token.
  std::cout << "nilab serve: http://" << (shown == "0.0.0.0" ? "127.0.0.1" : shown) << ":"
            << server.port() << "/"
            << (handler_options.token.empty() ? "" : "?token=" + handler_options.token) << "  ("
            << db << ", read-only; Ctrl-C stops)" << std::endl;
  std::signal(SIGINT, OnStopSignal);
  std::signal(SIGTERM, OnStopSignal);
  server.Run(handler, [] { return g_stop.load(); });
  std::cout << "nilab serve: stopped after " << handler.handled() << " API requests" << std::endl;
  return kExitOk;
}

}  // namespace nilab::cli
